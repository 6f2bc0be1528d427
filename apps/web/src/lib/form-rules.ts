/** Ant Design form rules from the contract's zod schemas, so the browser checks what the server checks. */
import { describeIssue } from '@frog/contracts';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** A rule that validates one field with `schema` and shows its first issue in Chinese. */
export function zodRule(schema: z.ZodType, options: { required?: string } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const isEmpty = value === undefined || value === null || (typeof value === 'string' && !value.trim());
      if (isEmpty && options.required) throw new Error(options.required);
      if (isEmpty && !options.required) return;
      const result = schema.safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(issue ? describeIssue(issue) : '格式不正确');
    },
  };
}

/** A required text of at most `max` characters: 请填写<name>, <name>不能超过<max>个字. */
export function requiredTextRules(name: string, max: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: `请填写${name}` },
    { max, message: `${name}不能超过${max}个字` },
  ];
}
