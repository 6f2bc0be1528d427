import { z } from 'zod';
import { optionalPositiveYuanParam, optionalText, typedText } from './common';
import { pageOf } from './lists';

// Pieces every operator-console contract shares (admin-*.ts). Every admin call answers 404 to
// anyone but an operator, exactly like an unknown path.

/** A required reason or note (1–200 characters), e.g. why a post was taken down. */
export const requiredReason = (label: string) =>
  optionalText(label, 200).refine((v) => v !== '', `请填写${label}`);

/** A search keyword typed into a console search box (1–50 characters). */
export const adminKeyword = (label: string) => typedText(label, 50);

/** A yuan amount as typed ("6", "6.6", "6.66"); empty means everything still refundable. */
export const optionalRefundAmount = optionalPositiveYuanParam('退款金额');

/** A user as the console shows them (operators see the phone: they need it to find people). */
export const adminUserRefSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  slug: z.string(),
  phone: z.string(),
});
export type AdminUserRef = z.infer<typeof adminUserRefSchema>;

/** Who did something in the console. */
export const adminOperatorRefSchema = z.object({ id: z.number(), nickname: z.string() });
export type AdminOperatorRef = z.infer<typeof adminOperatorRefSchema>;

/** A page of a queue: newest or oldest first as each list says. */
export const adminPageOf = pageOf;
