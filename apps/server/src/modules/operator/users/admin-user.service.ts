import type { AdminUser, AuditAction, adminUserEndpoints, DataOf } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentPage } from '../../../platform/http/page.presenter';
import { sumRecentPointsOf } from '../../governance';
import { presentAdminUser } from './admin-user.presenter';
import { banOf, setBan } from '../../identity';
import { findAdminUser, lockUserForAction, searchAdminUsers } from './admin-user.repository';
import type { Db } from '../../../platform/db/db';
import { type AuditedTrx, changeLockedRow, type Snapshot } from '../../../platform/audit/audit.service';

export async function searchUsers(
  db: Db,
  params: { keyword: string; page: number; pageSize: number },
): Promise<DataOf<typeof adminUserEndpoints.search>> {
  const { rows, total } = await searchAdminUsers(db, params);
  const points = await sumRecentPointsOf(
    db,
    rows.map((row) => row.id),
  );

  return presentPage(
    rows.map((row) => presentAdminUser(row, points.get(row.id) ?? 0)),
    total,
    params,
  );
}

async function describeUser(db: Db, id: number): Promise<AdminUser> {
  const row = await findAdminUser(db, id);
  if (!row) throw AppError.notFound('用户不存在');
  const points = await sumRecentPointsOf(db, [id]);

  return presentAdminUser(row, points.get(id) ?? 0);
}

export type ManagedUser = NonNullable<Awaited<ReturnType<typeof lockUserForAction>>>;

/**
 * An operator's action on one user (`action`, audited with the operator's reason): `change` runs on
 * the user locked (用户不存在 when there is none) and answers the audit entry's before and after.
 * Answers the user as the console shows them afterwards.
 */
export async function changeUser(
  db: Db,
  operator: UserRow,
  action: Extract<AuditAction, `user.${string}`>,
  input: { userId: number; reason: string },
  change: (trx: AuditedTrx, user: ManagedUser) => Promise<{ before: Snapshot; after: Snapshot }>,
): Promise<AdminUser> {
  await changeLockedRow(
    db,
    operator,
    { action, target: { kind: 'user', id: input.userId }, reason: input.reason },
    (trx) => lockUserForAction(trx, input.userId),
    '用户不存在',
    change,
  );

  return describeUser(db, input.userId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bans a user (user.ban) for `days` (0: until an operator lifts it): every session ends in the same
 * transaction, and while it lasts no session resolves and no sign-in starts for them
 * (session.service), so they cannot post, comment, follow or buy. Operators cannot be banned here.
 */
export function banUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; days: number; reason: string },
): Promise<AdminUser> {
  return changeUser(db, operator, 'user.ban', input, async (trx, user) => {
    if (user.isOperator) throw AppError.conflict('不能封禁运营人员');
    if (banOf(user)) throw AppError.conflict('该用户已被封禁');
    const until = input.days > 0 ? new Date(Date.now() + input.days * DAY_MS) : null;
    await setBan(trx, user.id, { reason: input.reason, until, by: operator.id });

    return {
      before: { banned: false },
      after: { banned: true, reason: input.reason, until: until?.toISOString() ?? null },
    };
  });
}

/** Lifts a ban (user.unban): the user may sign in again. */
export function unbanUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  return changeUser(db, operator, 'user.unban', input, async (trx, user) => {
    if (!banOf(user)) throw AppError.conflict('该用户未被封禁');
    await setBan(trx, user.id, null);

    return { before: { banned: true, reason: user.banReason }, after: { banned: false } };
  });
}
