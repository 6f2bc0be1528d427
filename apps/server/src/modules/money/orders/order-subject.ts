import type { SelectQueryBuilder } from 'kysely';
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
  'o.message',
  'o.months',
  'o.planId',
  'o.postId',
  'o.paidAt',
] as const;

type OrderQuery = SelectQueryBuilder<DB & { o: DB['orders'] }, 'o', object>;

const subjectOf = (qb: OrderQuery) =>
  qb
    .leftJoin('posts as p', 'p.id', 'o.postId')
    .leftJoin('supportPlans as sp', 'sp.id', 'o.planId')
    .select(['p.title as postTitle', 'sp.name as planName']);

/** `postTitle` and `planName`: what an order bought, by name (the other one is null). */
export type OrderSubject =
  ReturnType<typeof subjectOf> extends SelectQueryBuilder<never, never, infer S> ? S : never;

/**
 * Joins what the order aliased `o` bought (its post as `p`, its plan as `sp`) and selects the post's
 * title as `postTitle` and the plan's name as `planName`. Kysely cannot check a join on a query of any
 * shape, so the query is seen as one on `orders as o` for the two joins.
 */
export function joinOrderSubject<D extends { o: object }, TB extends keyof D, O>(
  qb: SelectQueryBuilder<D, TB, O>,
): SelectQueryBuilder<D, TB, O & OrderSubject> {
  return subjectOf(qb as unknown as OrderQuery) as unknown as SelectQueryBuilder<D, TB, O & OrderSubject>;
}
