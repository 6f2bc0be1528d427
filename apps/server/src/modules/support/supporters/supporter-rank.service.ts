import {
  type DataOf,
  type SupporterPeriod,
  type supporterEndpoints,
  supporterRankLimit,
} from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentRankedSupporter } from './supporter.presenter';
import { findSupportAnonymous, rankSupporters, setSupportAnonymous } from './supporter-rank.repository';
import type { Db } from '../../../platform/db/db';
import { findUserBySlug } from '../../identity';

/**
 * 充电榜 of the creator at `slug`: supporters by amount paid net of refunds, this month
 * (Asia/Shanghai) or all time. Public, like the profile: each row shows a name and avatar (or
 * 匿名支持者, the supporter's own switch) and an amount tier, never the exact amount.
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

/** The viewer's own switch: appear as 匿名支持者 to everyone but themself. */
export async function getSupportPrivacy(db: Db, viewer: UserRow): Promise<{ anonymous: boolean }> {
  return { anonymous: await findSupportAnonymous(db, viewer.id) };
}

export async function updateSupportPrivacy(
  db: Db,
  viewer: UserRow,
  anonymous: boolean,
): Promise<{ anonymous: boolean }> {
  return { anonymous: await setSupportAnonymous(db, viewer.id, anonymous) };
}
