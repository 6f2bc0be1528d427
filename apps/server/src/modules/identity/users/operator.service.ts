import { chinaPhoneSchema, describeIssue, passwordSchema, nicknameSchema } from '@frog/contracts';
import { z } from 'zod';
import type { UserRow } from '../../../platform/db/types';
import { hashPassword } from '../../../platform/lib/password';
import { newUserSlug } from '../../../platform/lib/tokens';
import type { Db } from '../../../platform/db/db';
import { findUserByPhone, insertUser, updateUser } from './user.repository';

export const operatorInputSchema = z.object({
  phone: chinaPhoneSchema,
  password: passwordSchema,
  nickname: nicknameSchema,
});
export type OperatorInput = z.infer<typeof operatorInputSchema>;

/** Validates command-line input; answers the input or a Chinese message naming the first bad field. */
export function parseOperatorInput(
  raw: Record<string, unknown>,
): { ok: true; input: OperatorInput } | { ok: false; message: string } {
  const result = operatorInputSchema.safeParse(raw);
  if (!result.success) return { ok: false, message: describeIssue(result.error.issues[0]!) };

  return { ok: true, input: result.data };
}

/**
 * Creates an operator, or promotes the existing account of that phone (its password and nickname
 * are set to the given ones). Operators exist only through this, never through sign-up.
 */
export async function createOrPromoteOperator(
  db: Db,
  input: OperatorInput,
): Promise<{ user: UserRow; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByPhone(db, input.phone);
  if (existing) {
    const user = await updateUser(db, existing.id, {
      isOperator: true,
      passwordHash,
      nickname: input.nickname,
    });

    return { user, created: false };
  }
  const user = await insertUser(db, {
    phone: input.phone,
    passwordHash,
    nickname: input.nickname,
    slug: newUserSlug(),
    isOperator: true,
  });

  return { user, created: true };
}
