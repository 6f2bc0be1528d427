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
import { readInboxPage } from '../unread/unread-page';

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
export function listMyNotifications(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof notificationEndpoints.list>> {
  return readInboxPage(
    params,
    CURSOR_SEGMENT,
    (beforeId, limit) => listNotifications(db, viewer.id, { beforeId: beforeId ?? null, limit }),
    () => countUnreadNotifications(db, viewer.id),
    (row) => ({ at: row.createdAt, id: row.id }),
    presentNotification,
  );
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
