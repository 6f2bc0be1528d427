import type { DataOf, DmPolicy, privateMessageEndpoints } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentPeer } from './private-message.presenter';
import { USER_BLOCKS } from './user-block.repository';
import { deletePair, insertPair, listPairedUsers } from '../../../platform/db/pair-table';
import type { Db } from '../../../platform/db/db';
import { findUserById, updateUser } from '../../identity';
import { readCursorPage } from '../../../platform/http/cursor-page';

/** Someone the viewer can block or unblock: another user who exists. */
async function getOtherUser(db: Db, viewer: UserRow, userId: number): Promise<UserRow> {
  if (userId === viewer.id) throw AppError.badRequest('不能屏蔽自己');
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notFound('用户不存在');

  return user;
}

/** The viewer blocks a user: from now on that user cannot write to them. */
export async function blockUser(db: Db, viewer: UserRow, userId: number): Promise<void> {
  const user = await getOtherUser(db, viewer, userId);
  await insertPair(db, USER_BLOCKS, viewer.id, user.id);
}

export async function unblockUser(db: Db, viewer: UserRow, userId: number): Promise<void> {
  const user = await getOtherUser(db, viewer, userId);
  await deletePair(db, USER_BLOCKS, viewer.id, user.id);
}

/** The users the viewer blocked, most recent first. */
export async function listMyBlockedUsers(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof privateMessageEndpoints.blockList>> {
  const { page, nextCursor } = await readCursorPage(
    params,
    'blk',
    (query) => listPairedUsers(db, USER_BLOCKS, viewer.id, query),
    (row) => ({ at: row.pairedAt, id: row.id }),
  );

  return { list: page.map(presentPeer), nextCursor };
}

/** Who may write to the viewer from now on (messages already sent stay). */
export async function updateDmPolicy(
  db: Db,
  viewer: UserRow,
  dmPolicy: DmPolicy,
): Promise<{ dmPolicy: DmPolicy }> {
  const user = await updateUser(db, viewer.id, { dmPolicy });

  return { dmPolicy: user.dmPolicy };
}
