import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import type { StrikeKind } from '../../../platform/db/types';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { muteOf, setMute } from '../../identity';
import {
  AUTO_MUTE_DAYS,
  AUTO_MUTE_REASON,
  type CreditStanding,
  crossesAutoMute,
  STRIKE_POINTS,
  standingOf,
} from './credit.policy';
import { insertStrike, sumRecentPoints } from './strike.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a strike against a user's credit (once per `dedupeKey`, where given). A strike that takes
 * their points across the mute threshold mutes them, unless a mute is already in force; they are told
 * in 系统通知. The user row is locked first, so strikes racing for one user count one after another.
 */
export function addStrike(
  db: Db,
  strike: { userId: number; kind: StrikeKind; note: string; dedupeKey: string | null },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'mutedUntil', 'muteReason'])
      .where('id', '=', strike.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return;
    const points = STRIKE_POINTS[strike.kind];
    if (!(await insertStrike(trx, { ...strike, points }))) return;
    const after = await sumRecentPoints(trx, user.id);
    if (!crossesAutoMute(after - points, after) || muteOf(user)) return;
    const until = new Date(Date.now() + AUTO_MUTE_DAYS * DAY_MS);
    await setMute(trx, user.id, { until, reason: AUTO_MUTE_REASON, by: null });
    await publish(trx, 'UserMuted', {
      userId: user.id,
      until,
      reason: AUTO_MUTE_REASON,
      actionId: randomUUID(),
    });
  });
}

/** A user's credit now. */
export async function creditOf(db: Db, userId: number): Promise<CreditStanding> {
  return standingOf(await sumRecentPoints(db, userId));
}
