import { daysLeft, Reason, upgradePriceFen } from '@frog/contracts';
import type { SupportPlanRow } from '../../../platform/db/types';
import type { UpgradeSource } from './plan-upgrade.repository';

// Moving up (升级) from a running membership of one of the creator's plans to a dearer one: only
// the difference for the days left is paid, and those days move. Not during a free trial (its days
// were not paid for), not to a plan that costs the same or less (that one is simply bought).

type Target = Pick<SupportPlanRow, 'id' | 'priceFen'>;

export type UpgradeRefusal = { code: 400 | 409; message: string; reason: typeof Reason.UPGRADE_REFUSED };

const refusal = (code: 400 | 409, message: string): UpgradeRefusal => ({
  code,
  message,
  reason: Reason.UPGRADE_REFUSED,
});

/** Why this membership cannot move up to `to` now, or null. */
export function upgradeRefusal(
  to: Target,
  from: UpgradeSource | undefined,
  now: Date,
): UpgradeRefusal | null {
  if (!from) return refusal(409, '没有找到你正在生效的支持方案，无法升级');
  if (from.planId === to.id) return refusal(400, '不能升级到同一个支持方案');
  if (from.trialEndsAt && from.trialEndsAt > now)
    return refusal(409, '免费试用期间不能升级，请在试用结束后升级，或直接购买');
  if (to.priceFen <= from.priceFen) return refusal(400, '只能升级到价格更高的支持方案');

  return null;
}

/** What the upgrade from this membership costs: the days left and the difference for them (fen). */
export function upgradeCharge(to: Target, from: UpgradeSource, now: Date) {
  const days = daysLeft(from.endsAt, now);

  return { days, amountFen: upgradePriceFen(from.priceFen, to.priceFen, days) };
}

/** The membership the plan page offers to move up from: the dearest one that may (none: undefined). */
export function bestUpgradeSource(
  to: Target,
  sources: UpgradeSource[],
  now: Date,
): UpgradeSource | undefined {
  return sources
    .filter((source) => upgradeRefusal(to, source, now) === null)
    .sort((a, b) => b.priceFen - a.priceFen)[0];
}
