import {
  type DataOf,
  type SupporterPeriod,
  type supporterEndpoints,
  supporterRankLimit,
} from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentRankedSupporter } from './supporter.presenter';
import {
  findSupportPrivacy,
  rankSupporters,
  setSupportAnonymous,
  setSupportRankVisible,
} from './supporter-rank.repository';
import type { Db } from '../../../platform/db/db';
import { findUserBySlug } from '../../identity';

/**
 * 充电榜 of the creator at `slug`: the supporters who chose to appear, this month (Asia/Shanghai) or
 * all time, by when they began supporting (SUPPORTER_RANK_ORDER_TEXT). Public, like the profile: each
 * row shows a name and avatar (or 匿名支持者, the supporter's own switch), never an amount.
 */
export async function getSupporterRank(
  db: Db,
  viewer: UserRow | null,
  params: { slug: string; period: SupporterPeriod },
): Promise<DataOf<typeof supporterEndpoints.rank>> {
  const creator = await findUserBySlug(db, params.slug);
  if (!creator) throw AppError.notFound('用户不存在');
  const { rows, total } = await rankSupporters(db, creator.id, params.period, supporterRankLimit);

  return {
    period: params.period,
    list: rows.map((row, i) => presentRankedSupporter(row, i + 1, viewer?.id ?? null)),
    total,
  };
}

/** The viewer's own switches: on 充电榜 or not (and whether they answered), and 匿名支持者. */
export async function getSupportPrivacy(db: Db, viewer: UserRow) {
  const row = await findSupportPrivacy(db, viewer.id);

  return {
    anonymous: row.supportAnonymous,
    showOnRank: row.supportRankVisible === true,
    rankAsked: row.supportRankVisible !== null,
    hasSupported: Boolean(row.hasSupported),
  };
}

export async function updateSupportPrivacy(
  db: Db,
  viewer: UserRow,
  anonymous: boolean,
): Promise<{ anonymous: boolean }> {
  return { anonymous: await setSupportAnonymous(db, viewer.id, anonymous) };
}

/** The supporter's answer to 在充电榜上显示我: asked once after their first support, changeable. */
export async function updateRankConsent(db: Db, viewer: UserRow, show: boolean) {
  return { showOnRank: await setSupportRankVisible(db, viewer.id, show), rankAsked: true };
}
