import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import type { StrikeKind } from '../../../platform/db/types';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { banOf, muteOf, setBan, setMute } from '../../identity';
import {
  AUTO_BAN_DAYS,
  AUTO_MUTE_DAYS,
  CREDIT_ACTION_REASON,
  type CreditStanding,
  creditConsequence,
  STRIKE_POINTS,
  standingOf,
} from './credit.policy';
import { insertStrike, sumRecentPoints } from './strike.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a strike against a user's credit (once per `dedupeKey`, where given). A strike that takes
 * their points across the mute threshold mutes them (told in 系统通知), unless a mute is already in
 * force; across the ban threshold, it bans them for AUTO_BAN_DAYS (every session ends; signing in
 * says why and until when), unless a ban is in force. The user row is locked first, so strikes
 * racing for one user count one after another.
 */
export function addStrike(
  db: Db,
  strike: { userId: number; kind: StrikeKind; note: string; dedupeKey: string | null },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'isOperator', 'mutedUntil', 'muteReason', 'bannedAt', 'banReason', 'bannedUntil'])
      .where('id', '=', strike.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return;
    const points = STRIKE_POINTS[strike.kind];
    if (!(await insertStrike(trx, { ...strike, points }))) return;
    const after = await sumRecentPoints(trx, user.id);
    const consequence = creditConsequence(after - points, after);
    if (consequence === 'ban' && !banOf(user) && !user.isOperator) {
      const until = new Date(Date.now() + AUTO_BAN_DAYS * DAY_MS);
      await setBan(trx, user.id, { reason: CREDIT_ACTION_REASON, until, by: null });
    }
    if (consequence === 'mute' && !muteOf(user)) {
      const until = new Date(Date.now() + AUTO_MUTE_DAYS * DAY_MS);
      await setMute(trx, user.id, { until, reason: CREDIT_ACTION_REASON, by: null });
      await publish(trx, 'UserMuted', {
        userId: user.id,
        until,
        reason: CREDIT_ACTION_REASON,
        actionId: randomUUID(),
      });
    }
  });
}

/** A user's credit now. */
export async function creditOf(db: Db, userId: number): Promise<CreditStanding> {
  return standingOf(await sumRecentPoints(db, userId));
}
