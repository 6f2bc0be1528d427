import type { AdminUser, adminUserEndpoints, DataOf } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentAdminUser } from '../moderation/admin-content.presenter';
import { presentPage } from '../../../platform/http/page.presenter';
import { findAdminUser, lockUserForBan, searchAdminUsers, setBan } from './ban.repository';
import type { Db } from '../../../platform/db/db';
import { operatorAction } from '../../../platform/audit/audit.service';

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

/**
 * Bans a user (user.ban): every session ends in the same transaction, and from then on no session
 * resolves and no sign-in starts for them (session.service), so they cannot post, comment, follow
 * or buy. Operators cannot be banned here.
 */
export async function banUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  await operatorAction(
    db,
    operator,
    { action: 'user.ban', target: { kind: 'user', id: input.userId }, reason: input.reason },
    async (trx) => {
      const user = await lockUserForBan(trx, input.userId);
      if (!user) throw AppError.notFound('用户不存在');
      if (user.isOperator) throw AppError.conflict('不能封禁运营人员');
      if (user.bannedAt) throw AppError.conflict('该用户已被封禁');
      await setBan(trx, user.id, { reason: input.reason, operatorId: operator.id });

      return { result: null, before: { banned: false }, after: { banned: true, reason: input.reason } };
    },
  );

  return describeUser(db, input.userId);
}

/** Lifts a ban (user.unban): the user may sign in again. */
export async function unbanUser(
  db: Db,
  operator: UserRow,
  input: { userId: number; reason: string },
): Promise<AdminUser> {
  await operatorAction(
    db,
    operator,
    { action: 'user.unban', target: { kind: 'user', id: input.userId }, reason: input.reason },
    async (trx) => {
      const user = await lockUserForBan(trx, input.userId);
      if (!user) throw AppError.notFound('用户不存在');
      if (!user.bannedAt) throw AppError.conflict('该用户未被封禁');
      await setBan(trx, user.id, null);

      return {
        result: null,
        before: { banned: true, reason: user.banReason },
        after: { banned: false },
      };
    },
  );

  return describeUser(db, input.userId);
}
