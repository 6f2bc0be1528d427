import { daysLeft, Reason, upgradePriceFen } from '@frog/contracts';
import type { SupportPlanRow } from '../../../platform/db/types';
import type { CreatorMembership } from './plan-change.repository';

// Changing between a creator's plans. Moving up (升级) from a running membership to a dearer plan:
// only the difference for the days left is paid, and those days move. Not during a free trial (its
// days were not paid for), not to a plan that costs the same or less. Moving down (降级): a cheaper
// plan is bought as usual, and may begin when the dearer membership ends instead of at once.

type Target = Pick<SupportPlanRow, 'id' | 'priceFen'>;

export type PlanChangeRefusal = { code: 400 | 409; message: string; reason: typeof Reason.UPGRADE_REFUSED };

const refusal = (code: 400 | 409, message: string): PlanChangeRefusal => ({
  code,
  message,
  reason: Reason.UPGRADE_REFUSED,
});

/** Why this membership cannot move up to `to` now, or null. */
export function upgradeRefusal(
  to: Target,
  from: CreatorMembership | undefined,
  now: Date,
): PlanChangeRefusal | null {
  if (!from) return refusal(409, '没有找到你正在生效的支持方案，无法升级');
  if (from.planId === to.id) return refusal(400, '不能升级到同一个支持方案');
  if (from.trialEndsAt && from.trialEndsAt > now)
    return refusal(409, '免费试用期间不能升级，请在试用结束后升级，或直接购买');
  if (to.priceFen <= from.priceFen) return refusal(400, '只能升级到价格更高的支持方案');

  return null;
}

/** What the upgrade from this membership costs: the days left and the difference for them (fen). */
export function upgradeCharge(to: Target, from: CreatorMembership, now: Date) {
  const days = daysLeft(from.endsAt, now);

  return { days, amountFen: upgradePriceFen(from.priceFen, to.priceFen, days) };
}

/** The membership the plan page offers to move up from: the dearest one that may (none: undefined). */
export function bestUpgradeSource(
  to: Target,
  sources: CreatorMembership[],
  now: Date,
): CreatorMembership | undefined {
  return sources
    .filter((source) => upgradeRefusal(to, source, now) === null)
    .sort((a, b) => b.priceFen - a.priceFen)[0];
}

/** Why a cheaper plan's months cannot wait for the end of this membership, or null. */
export function downgradeRefusal(to: Target, from: CreatorMembership | undefined): PlanChangeRefusal | null {
  if (!from) return refusal(409, '没有找到你正在生效的支持方案');
  if (from.planId === to.id) return refusal(400, '不能在同一个支持方案到期后开始');
  if (to.priceFen >= from.priceFen) return refusal(400, '只有更便宜的支持方案可以在当前方案到期后开始');

  return null;
}

/** The membership a cheaper plan's page offers to wait for: the one ending last (none: undefined). */
export function bestDowngradeSource(to: Target, sources: CreatorMembership[]): CreatorMembership | undefined {
  return sources
    .filter((source) => downgradeRefusal(to, source) === null)
    .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())[0];
}
