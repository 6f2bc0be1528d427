import type { DiscountCode } from '@frog/contracts';
import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import type { CreatorCodeRow } from './discount-code.repository';

/** The last China day a code works, from the instant it stops (the next day's midnight). */
const lastDayOf = (expiresAt: Date) =>
  new Date(expiresAt.getTime() + 8 * 3600_000 - 1).toISOString().slice(0, 10);

function appliesTo(row: CreatorCodeRow): string {
  if (row.scope === 'plan') return `方案「${row.planName ?? ''}」`;
  if (row.scope === 'post') return `作品《${row.postTitle ?? ''}》`;

  return '全部方案与作品';
}

/** A code as its creator sees it in 优惠码, with its uses and revenue. */
export function presentDiscountCode(row: CreatorCodeRow, now: Date): DiscountCode {
  const [uses, pending] = [row.paidUses, Number(row.pending ?? 0)];
  const status = row.disabledAt
    ? 'disabled'
    : row.expiresAt && row.expiresAt <= now
      ? 'expired'
      : row.maxUses !== null && uses + pending >= row.maxUses
        ? 'used_up'
        : 'active';

  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffFen === null ? null : fenToYuan(row.amountOffFen),
    scope: row.scope,
    appliesTo: appliesTo(row),
    planId: row.planId,
    postId: row.postId,
    maxUses: row.maxUses,
    expiresOn: row.expiresAt ? lastDayOf(row.expiresAt) : null,
    firstPurchaseOnly: row.firstPurchaseOnly,
    status,
    uses,
    pending,
    revenue: displayYuan(Number(row.paidRevenueFen)),
    saved: displayYuan(Number(row.paidSavedFen)),
    createdAt: row.createdAt.toISOString(),
  };
}
