import { z } from 'zod';

/**
 * An enum written once with its text on screen: the schema accepts the keys of `labels`, in their
 * order (as the API reference lists them), and `text` names each value in Chinese.
 * `export const { schema: fooSchema, text: fooText } = labelledEnum({ a: '甲', b: '乙' }, { error })`.
 */
export function labelledEnum<K extends string>(labels: Record<K, string>, params?: { error: string }) {
  return { schema: z.enum(Object.keys(labels) as K[], params), text: labels };
}
