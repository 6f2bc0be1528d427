import { z } from 'zod';

/**
 * A whole number from the environment, at least `min` and at most `max` (undefined: no upper
 * bound), `fallback` when unset; refused in Chinese: 须为整数, 至少为 N (不能小于 0), 不能超过 N.
 */
export function envInteger(min: number, max: number | undefined, fallback: number) {
  const atLeast = z.coerce
    .number({ error: '须为整数' })
    .int('须为整数')
    .min(min, min === 0 ? '不能小于 0' : `至少为 ${min}`);

  return (max === undefined ? atLeast : atLeast.max(max, `不能超过 ${max}`)).default(fallback);
}
