import { z } from 'zod';
import { defineEndpoint, optionalPositiveYuanParam, optionalText, typedText } from './common';
import { pageOf, pageParamsSchema } from './lists';

// Pieces every operator-console contract shares (admin-*.ts). Every admin call answers 404 to
// anyone but an operator, exactly like an unknown path.

/** A required reason or note (1–200 characters), e.g. why a post was taken down. */
export const requiredReason = (label: string) =>
  optionalText(label, 200).refine((v) => v !== '', `请填写${label}`);

/** A search keyword typed into a console search box (1–50 characters). */
export const adminKeyword = (label: string) => typedText(label, 50);

/** A yuan amount as typed ("6", "6.6", "6.66"); empty means everything still refundable. */
export const optionalRefundAmount = optionalPositiveYuanParam('退款金额');

/** An order number typed into the console (1–40 letters and digits). */
export const orderNoParam = z
  .string({ error: '请填写订单号' })
  .trim()
  .regex(/^[A-Za-z0-9]{1,40}$/, '订单号格式不正确');

/** Refunding an order (退款, from the order or its flag): all that is left unless `amount` says less. */
export const orderRefundParamsSchema = z.object({
  orderNo: orderNoParam,
  amount: optionalRefundAmount,
  reason: requiredReason('退款原因'),
});

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

/** One of the console's waiting queues (who has waited longest first), a numbered page at a time. */
export const queueEndpoint = <T extends z.ZodType>(path: string, summary: string, item: T) =>
  defineEndpoint({ path, summary, params: pageParamsSchema, data: adminPageOf(item) });

/**
 * The operator actions on one kind of thing that take its id and a required reason and answer the
 * thing as it is afterwards (下架 / 恢复 a post, 封禁 / 解封 a user, 驳回 / 打款失败 a withdrawal):
 * `reasonedActionsOn({ postId: idParam('作品ID') }, adminPostSchema)('/api/…', summary, '下架原因')`.
 */
export const reasonedActionsOn =
  <T extends z.ZodRawShape, D extends z.ZodType>(target: T, data: D) =>
  (path: string, summary: string, reasonLabel: string) =>
    defineEndpoint({
      path,
      summary,
      params: z.object({ ...target, reason: requiredReason(reasonLabel) }),
      data,
    });
