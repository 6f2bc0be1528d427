import type { Db } from '../../../platform/db/db';

// 注销账号: the only SQL of closing an account.

/** The nickname every closed account shows, wherever its comments or orders still appear. */
export const CLOSED_NICKNAME = '已注销用户';

/**
 * Empties the account's personal fields in place: the row stays, because orders, payments, refunds
 * and ledger entries point at it and are kept. The phone becomes `closed:<id>`, which no sign-in
 * matches (the number may sign up again as a new account); the user row change also makes the
 * session caches forget it. Answers false when it was closed already (a second click).
 */
export async function emptyClosedAccount(db: Db, userId: number, now: Date): Promise<boolean> {
  const closed = await db
    .updateTable('users')
    .set({
      phone: `closed:${userId}`,
      passwordHash: null,
      nickname: CLOSED_NICKNAME,
      avatarUrl: null,
      bio: '',
      supportAnonymous: true,
      supportRankVisible: false,
      closedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();

  return closed.numUpdatedRows > 0n;
}

/**
 * What goes with the account: every session, its private feed URLs (a feed reader holding one would
 * otherwise still read what the account unlocked), its follows both ways, its real-name check.
 */
export async function deleteClosedAccountTraces(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  await db.deleteFrom('memberFeedKeys').where('userId', '=', userId).execute();
  await db.deleteFrom('follows').where('followerId', '=', userId).execute();
  await db.deleteFrom('follows').where('followeeId', '=', userId).execute();
  await db.deleteFrom('buyerRealNames').where('userId', '=', userId).execute();
}
