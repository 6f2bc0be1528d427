import { type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../../platform/db/types';

// The order rows other areas read (supporter lists, 我的支持, the console, revenue postings, reward
// grants, notices): the same columns and the same joins to what the order bought.

/** An order's own columns as the order lists read them (orders aliased `o`). */
export const orderListColumns = [
  'o.id',
  'o.orderNo',
  'o.kind',
  'o.status',
  'o.amountFen',
  'o.listFen',
  'o.prepaySavingFen',
  'o.codeDiscountFen',
  'o.message',
  'o.months',
  'o.planId',
  'o.postId',
  'o.paidAt',
] as const;

/**
 * Why the order (aliased `o`) was refunded, in the operator's words: the latest succeeded refund of
 * the order itself (a double payment's refund gives back a second attempt and is left out); null
 * when none succeeded. Buyer and creator read it where the refund is shown.
 */
export const refundReasonOfOrder = sql<string | null>`(select r.reason from refunds r
  where r.order_id = o.id and r.status = 'succeeded' and r.kind = 'order'
  order by r.id desc limit 1)`;

type OrderQuery = SelectQueryBuilder<DB & { o: DB['orders'] }, 'o', object>;

const subjectOf = (qb: OrderQuery) =>
  qb
    .leftJoin('posts as p', 'p.id', 'o.postId')
    .leftJoin('supportPlans as sp', 'sp.id', 'o.planId')
    .leftJoin('users as giftee', 'giftee.id', 'o.giftToId')
    .leftJoin('supportPlans as fromPlan', 'fromPlan.id', 'o.upgradeFromPlanId')
    .leftJoin('supportPlans as afterPlan', 'afterPlan.id', 'o.startsAfterPlanId')
    .select([
      'p.title as postTitle',
      'sp.name as planName',
      'giftee.nickname as giftToNickname',
      'o.giftLink',
      'fromPlan.name as upgradeFromPlanName',
      'o.upgradeDays',
      'afterPlan.name as startsAfterPlanName',
    ]);

/**
 * `postTitle` and `planName`: what an order bought, by name (the other one is null);
 * `giftToNickname`, who a given plan went to (null for the buyer's own); `giftLink`, bought as a link;
 * `upgradeFromPlanName` and `upgradeDays`, an upgrade's old plan and the days it was priced for;
 * `startsAfterPlanName`, the dearer plan whose end a cheaper plan's months wait for.
 */
export type OrderSubject =
  ReturnType<typeof subjectOf> extends SelectQueryBuilder<never, never, infer S> ? S : never;

/**
 * Joins what the order aliased `o` bought (its post as `p`, its plan as `sp`, a gift's recipient as
 * `giftee`) and selects the post's title as `postTitle`, the plan's name as `planName` and the
 * recipient's as `giftToNickname`. Kysely cannot check a join on a query of any
 * shape, so the query is seen as one on `orders as o` for the two joins.
 */
export function joinOrderSubject<D extends { o: object }, TB extends keyof D, O>(
  qb: SelectQueryBuilder<D, TB, O>,
): SelectQueryBuilder<D, TB, O & OrderSubject> {
  return subjectOf(qb as unknown as OrderQuery) as unknown as SelectQueryBuilder<D, TB, O & OrderSubject>;
}
