import type { DataOf, receivedCommentEndpoints } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { signalUnread } from '../../../platform/live/signal';
import { presentReceivedComment } from './received-comment.presenter';
import { countUnreadReceivedComments, listInbox, markInboxRead } from './comment-inbox.repository';
import type { Db } from '../../../platform/db/db';
import { readInboxPage } from '../unread/unread-page';

const CURSOR_SEGMENT = 'rc';

/** A page of 收到的评论, newest first, with the unread count (before this page is marked read). */
export function listReceivedComments(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof receivedCommentEndpoints.list>> {
  return readInboxPage(
    params,
    CURSOR_SEGMENT,
    (beforeCommentId, limit) => listInbox(db, viewer.id, { limit, beforeCommentId }),
    () => countUnreadReceivedComments(db, viewer.id),
    (row) => ({ at: row.createdAt, id: row.commentId }),
    presentReceivedComment,
  );
}

/** Marks all of the viewer's received comments read; other open tabs hear of it when something changed. */
export async function markReceivedCommentsRead(db: Db, viewer: UserRow): Promise<{ unread: number }> {
  const updated = await markInboxRead(db, viewer.id);
  if (updated > 0) signalUnread(db, [viewer.id]);

  return { unread: await countUnreadReceivedComments(db, viewer.id) };
}
