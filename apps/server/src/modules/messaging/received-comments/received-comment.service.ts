import { type DataOf, decodeCursor, encodeCursor, type receivedCommentEndpoints } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { signalUnread } from '../../../platform/live/signal';
import { presentReceivedComment } from './received-comment.presenter';
import { countUnreadReceivedComments, listInbox, markInboxRead } from './comment-inbox.repository';
import type { Db } from '../../../platform/db/db';

const CURSOR_SEGMENT = 'rc';

/** A page of 收到的评论, newest first, with the unread count (before this page is marked read). */
export async function listReceivedComments(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof receivedCommentEndpoints.list>> {
  const cursor = params.cursor === undefined ? undefined : decodeCursor(params.cursor);
  if (cursor && cursor.segment !== CURSOR_SEGMENT) throw AppError.badRequest('分页游标格式不正确');
  const [rows, unread] = await Promise.all([
    listInbox(db, viewer.id, {
      limit: params.pageSize + 1,
      beforeCommentId: cursor?.id,
    }),
    countUnreadReceivedComments(db, viewer.id),
  ]);
  const page = rows.slice(0, params.pageSize);
  const last = page.at(-1);
  const nextCursor =
    rows.length > params.pageSize && last
      ? encodeCursor({ segment: CURSOR_SEGMENT, at: last.createdAt, id: last.commentId })
      : null;

  return { list: page.map(presentReceivedComment), nextCursor, unread };
}

/** Marks all of the viewer's received comments read; other open tabs hear of it when something changed. */
export async function markReceivedCommentsRead(db: Db, viewer: UserRow): Promise<{ unread: number }> {
  const updated = await markInboxRead(db, viewer.id);
  if (updated > 0) signalUnread(db, [viewer.id]);

  return { unread: await countUnreadReceivedComments(db, viewer.id) };
}
