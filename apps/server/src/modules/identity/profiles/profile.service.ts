import { creatorTakesPayments } from '../../money';
import type { Env } from '../../../platform/config/env';
import type { UserProfile } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentUserProfile } from '../users/user.presenter';
import { findProfileBySlug } from './profile.repository';
import type { Db } from '../../../platform/db/db';

/** Anyone's public profile by slug (case already folded by the contract); unknown → 404. */
export async function getProfile(
  db: Db,
  env: Pick<Env, 'MONEY_FLOW'>,
  viewer: UserRow | null,
  slug: string,
): Promise<UserProfile> {
  const viewerId = viewer?.id ?? null;
  const row = await findProfileBySlug(db, slug, viewerId);
  if (!row) throw AppError.notFound('用户不存在');
  const takesPayments = row.isCreator && !row.banned && (await creatorTakesPayments(db, env, row.id));

  return presentUserProfile(row, viewerId, takesPayments);
}
