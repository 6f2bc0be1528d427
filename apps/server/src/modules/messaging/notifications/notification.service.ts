import type { DataOf, notificationEndpoints } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { signalUnread } from '../../../platform/live/signal';
import { presentNotification } from './notification.presenter';
import {
  countUnreadNotifications,
  deleteReadNotifications,
  insertNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NewNotice,
} from './notification.repository';
import type { Db } from '../../../platform/db/db';
import { cursorPage, readListCursor } from '../../../platform/http/cursor-page';

const CURSOR_SEGMENT = 'n';

/**
 * Writes notices, each at most once per (recipient, dedupe key), and signals the badge of whoever
 * got a new one. Inside a transaction it must be one opened with `inTransaction` (the signal waits
 * for the commit); answers the users who got a new notice.
 */
export async function sendNotices(db: Db, notices: NewNotice[]): Promise<number[]> {
  const userIds = await insertNotifications(db, notices);
  signalUnread(db, userIds);

  return userIds;
}

/** A page of the viewer's notices, newest first, with the unread count. */
export async function listMyNotifications(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof notificationEndpoints.list>> {
  const cursor = readListCursor(params.cursor, CURSOR_SEGMENT);
  const [rows, unread] = await Promise.all([
    listNotifications(db, viewer.id, { beforeId: cursor?.id ?? null, limit: params.pageSize + 1 }),
    countUnreadNotifications(db, viewer.id),
  ]);
  const { page, nextCursor } = cursorPage(rows, params.pageSize, CURSOR_SEGMENT, (row) => ({
    at: row.createdAt,
    id: row.id,
  }));

  return { list: page.map(presentNotification), nextCursor, unread };
}

/**
 * Marks one of the viewer's notices read (the other open tabs hear of it); someone else's (or none)
 * is 404. A notice already read signals too: the tabs re-read the same counts, which is harmless.
 */
export async function readMyNotification(db: Db, viewer: UserRow, id: number): Promise<{ unread: number }> {
  if (!(await markNotificationRead(db, viewer.id, id))) throw AppError.notFound('通知不存在或已清除');
  signalUnread(db, [viewer.id]);

  return { unread: await countUnreadNotifications(db, viewer.id) };
}

/** Marks all of the viewer's notices read; other open tabs hear of it when something changed. */
export async function readAllMyNotifications(
  db: Db,
  viewer: UserRow,
): Promise<{ unread: number; updated: number }> {
  const updated = await markAllNotificationsRead(db, viewer.id);
  if (updated > 0) signalUnread(db, [viewer.id]);

  return { unread: await countUnreadNotifications(db, viewer.id), updated };
}

/** 清除已读通知: deletes the viewer's read notices (up to `upToId` when given); unread ones stay. */
export async function clearMyReadNotifications(
  db: Db,
  viewer: UserRow,
  upToId: number | undefined,
): Promise<{ deleted: number }> {
  return { deleted: await deleteReadNotifications(db, viewer.id, upToId ?? null) };
}
