import { randomUUID } from 'node:crypto';
import type { AdminUser } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { publish } from '../../../platform/events/event-bus';
import { addStrike } from '../../governance';
import { banOf, muteOf, setMute } from '../../identity';
import { changeUser, type ManagedUser } from './admin-user.service';
import type { Db } from '../../../platform/db/db';

// 警告 and 禁言 (DESIGN 8): lighter than a ban. Each is audited once, and the user is told in 系统通知.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Operators and banned users are not warned or muted from the console. */
function assertActsOn(user: ManagedUser, verb: string): void {
  if (user.isOperator) throw AppError.conflict(`不能${verb}运营人员`);
  if (banOf(user)) throw AppError.conflict('该用户已被封禁');
}

/** Warns a user (user.warn): they are told in the operator's words; it counts against their credit. */
export function warnUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  return changeUser(db, operator, 'user.warn', input, async (trx, user) => {
    assertActsOn(user, '警告');
    const actionId = randomUUID();
    await publish(trx, 'UserWarned', { userId: user.id, reason: input.reason, actionId });
    await addStrike(trx, { userId: user.id, kind: 'warning', note: input.reason, dedupeKey: null });

    return { before: {}, after: { warned: true } };
  });
}

/** Mutes a user for `days` (user.mute): no comments, replies or private messages until then. */
export function muteUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; days: number; reason: string },
): Promise<AdminUser> {
  return changeUser(db, operator, 'user.mute', input, async (trx, user) => {
    assertActsOn(user, '禁言');
    if (muteOf(user)) throw AppError.conflict('该用户已在禁言中');
    const until = new Date(Date.now() + input.days * DAY_MS);
    await setMute(trx, user.id, { until, reason: input.reason, by: operator.id });
    await publish(trx, 'UserMuted', { userId: user.id, until, reason: input.reason, actionId: randomUUID() });

    return { before: { muted: false }, after: { muted: true, days: input.days, until: until.toISOString() } };
  });
}

/** Lifts a mute (user.unmute). */
export function unmuteUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  return changeUser(db, operator, 'user.unmute', input, async (trx, user) => {
    const mute = muteOf(user);
    if (!mute) throw AppError.conflict('该用户未被禁言');
    await setMute(trx, user.id, null);

    return { before: { muted: true, until: mute.until.toISOString() }, after: { muted: false } };
  });
}
