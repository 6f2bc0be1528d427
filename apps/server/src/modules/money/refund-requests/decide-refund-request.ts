import { refundRequestStatusText } from '@frog/contracts';
import { type AuditedTrx, operatorAction, type Snapshot } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { RefundRequestRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { Actor } from '../status/transition';
import { lockRefundRequest } from './refund-request.repository';

/** Who decides a request: the creator of its order, or an operator (audited, with their reason). */
export type RefundRequestDecider =
  | { kind: 'creator'; creatorId: number }
  | { kind: 'operator'; operator: Pick<UserRow, 'id' | 'isOperator'>; reason: string };

/** The decider as the money state machines record who moved a refund. */
export const actorOf = (decider: RefundRequestDecider): Actor =>
  decider.kind === 'creator' ? `user:${decider.creatorId}` : `operator:${decider.operator.id}`;

/** The decision's columns: who decided (and which operator). */
export const decisionOf = (decider: RefundRequestDecider) => ({
  decidedBy: decider.kind,
  operatorId: decider.kind === 'operator' ? decider.operator.id : null,
});

/**
 * A request still open, locked until the transaction ends: someone else's (a creator's view of
 * another creator's request) reads as not found; a decided or overdue one is refused with a 409.
 * The lock is what makes a grant clicked twice, or 50 racing, refund exactly once: the first moves
 * the request out of `requested`, the others then see it decided.
 */
async function lockOpenRequest(trx: Db, id: number, decider: RefundRequestDecider, now: Date) {
  const request = await lockRefundRequest(trx, id);
  if (!request || (decider.kind === 'creator' && request.creatorId !== decider.creatorId))
    throw AppError.notFound('退款申请不存在');
  if (request.status !== 'requested')
    throw AppError.conflict(`该退款申请已是「${refundRequestStatusText[request.status]}」，请刷新后查看`);
  if (request.deadlineAt.getTime() <= now.getTime())
    throw AppError.conflict('该退款申请已超过处理期限，无法再处理');

  return request;
}

/**
 * Runs a decision on an open request in one transaction: an operator's inside `operatorAction`
 * (its audit entry, `refund_request.<action>`, commits with it), a creator's in a plain one.
 * `decide` changes the locked request and answers what it made and the audit's before and after.
 */
export async function decideRefundRequest<T>(
  db: Db,
  decider: RefundRequestDecider,
  id: number,
  action: 'grant' | 'refuse',
  decide: (trx: Db, request: RefundRequestRow) => Promise<{ result: T; after: Snapshot }>,
  now = new Date(),
): Promise<T> {
  const run = async (trx: Db) => {
    const request = await lockOpenRequest(trx, id, decider, now);
    const { result, after } = await decide(trx, request);

    return { result, before: { status: request.status }, after };
  };
  if (decider.kind === 'creator') return inTransaction(db, async (trx) => (await run(trx)).result);

  return operatorAction(
    db,
    decider.operator,
    { action: `refund_request.${action}`, target: { kind: 'refund_request', id }, reason: decider.reason },
    (trx: AuditedTrx) => run(trx),
  );
}
