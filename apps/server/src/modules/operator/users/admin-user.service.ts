import type { AdminUser, adminUserEndpoints, DataOf } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentAdminUser } from '../moderation/admin-content.presenter';
import { presentPage } from '../../../platform/http/page.presenter';
import { findAdminUser, lockUserForBan, searchAdminUsers, setBan } from './ban.repository';
import type { Db } from '../../../platform/db/db';
import { type AuditedTrx, changeLockedRow, type Snapshot } from '../../../platform/audit/audit.service';

export async function searchUsers(
  db: Db,
  params: { keyword: string; page: number; pageSize: number },
): Promise<DataOf<typeof adminUserEndpoints.search>> {
  const { rows, total } = await searchAdminUsers(db, params);

  return presentPage(rows.map(presentAdminUser), total, params);
}

async function describeUser(db: Db, id: number): Promise<AdminUser> {
  const row = await findAdminUser(db, id);
  if (!row) throw AppError.notFound('用户不存在');

  return presentAdminUser(row);
}

type BannableUser = NonNullable<Awaited<ReturnType<typeof lockUserForBan>>>;

/**
 * An operator's change to one user's ban (`action`, audited with the operator's reason): `change`
 * runs on the user locked (用户不存在 when there is none) and answers the audit entry's before and
 * after. Answers the user as the console shows them afterwards.
 */
async function changeBan(
  db: Db,
  operator: UserRow,
  action: 'user.ban' | 'user.unban',
  input: { userId: number; reason: string },
  change: (trx: AuditedTrx, user: BannableUser) => Promise<{ before: Snapshot; after: Snapshot }>,
): Promise<AdminUser> {
  await changeLockedRow(
    db,
    operator,
    { action, target: { kind: 'user', id: input.userId }, reason: input.reason },
    (trx) => lockUserForBan(trx, input.userId),
    '用户不存在',
    change,
  );

  return describeUser(db, input.userId);
}

/**
 * Bans a user (user.ban): every session ends in the same transaction, and from then on no session
 * resolves and no sign-in starts for them (session.service), so they cannot post, comment, follow
 * or buy. Operators cannot be banned here.
 */
export function banUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  return changeBan(db, operator, 'user.ban', input, async (trx, user) => {
    if (user.isOperator) throw AppError.conflict('不能封禁运营人员');
    if (user.bannedAt) throw AppError.conflict('该用户已被封禁');
    await setBan(trx, user.id, { reason: input.reason, operatorId: operator.id });

    return { before: { banned: false }, after: { banned: true, reason: input.reason } };
  });
}

/** Lifts a ban (user.unban): the user may sign in again. */
export function unbanUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  return changeBan(db, operator, 'user.unban', input, async (trx, user) => {
    if (!user.bannedAt) throw AppError.conflict('该用户未被封禁');
    await setBan(trx, user.id, null);

    return { before: { banned: true, reason: user.banReason }, after: { banned: false } };
  });
}
