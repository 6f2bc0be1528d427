import { decodeCursor, encodeCursor, type Membership, type OrderKind } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import {
  presentMembership,
  presentMyOrder,
  presentMyPlan,
  presentUnlockedPost,
} from './my-support.presenter';
import {
  type Before,
  findActiveMemberships,
  listBuyerOrders,
  listUserPlans,
  listUserUnlocks,
} from './my-support.repository';
import type { Db } from '../../../platform/db/db';

type PageParams = { cursor?: string | undefined; pageSize: number };

/** The keyset of a cursor this list made; another list's cursor (or a filter's) is a 400. */
function keysetOf(cursor: string | undefined, segment: string): Before {
  if (cursor === undefined) return undefined;
  const decoded = decodeCursor(cursor);
  if (!decoded || decoded.segment !== segment) throw AppError.badRequest('分页游标格式不正确');

  return { at: decoded.at, id: decoded.id };
}

/**
 * A 我的支持 list of the viewer's own rows, paged newest first: `read` gets the keyset after the
 * cursor (of `segment`) and one row more than the page; the page's rows are presented, with the
 * cursor after its last row (null on the last page).
 */
function myList<P extends PageParams, Row extends { id: number }, Item>(
  segment: string | ((params: P) => string),
  read: (db: Db, userId: number, page: { before: Before; limit: number }, params: P) => Promise<Row[]>,
  keyOf: (row: Row) => Date | null,
  present: (row: Row) => Item,
) {
  return async (db: Db, viewer: UserRow, params: P): Promise<{ list: Item[]; nextCursor: string | null }> => {
    const named = typeof segment === 'string' ? segment : segment(params);
    const page = { before: keysetOf(params.cursor, named), limit: params.pageSize + 1 };
    const rows = await read(db, viewer.id, page, params);
    const shown = rows.slice(0, params.pageSize);
    const last = shown.at(-1);
    const at = last ? keyOf(last) : null;
    const nextCursor =
      rows.length > params.pageSize && last && at ? encodeCursor({ segment: named, at, id: last.id }) : null;

    return { list: shown.map(present), nextCursor };
  };
}

/**
 * 我的支持 → 订单: the viewer's own paid and refunded orders, newest paid first. The filter is part
 * of the segment: a cursor of one tab cannot page another.
 */
export const listMyOrders = myList(
  (params: PageParams & { kind?: OrderKind | undefined }) => `o${params.kind ?? 'all'}`,
  (db, userId, page, params) => listBuyerOrders(db, userId, { kind: params.kind, ...page }),
  (row) => row.paidAt,
  presentMyOrder,
);

/** 我的支持 → 支持方案: the viewer's plans, running ones first, each with its end. */
export const listMyPlans = myList('plans', listUserPlans, (row) => row.endsAt, presentMyPlan);

/** 我的支持 → 已解锁: posts the viewer unlocked, newest first, by title. */
export const listMyUnlockedPosts = myList(
  'unlocks',
  listUserUnlocks,
  (row) => row.createdAt,
  presentUnlockedPost,
);

/**
 * The viewer's running memberships of these plans, for the plan page and a profile's plan cards;
 * none for a visitor. Only ever the viewer's own.
 */
export async function findMyMemberships(
  db: Db,
  viewer: Pick<UserRow, 'id'> | null,
  planIds: number[],
): Promise<Membership[]> {
  if (viewer === null) return [];

  return (await findActiveMemberships(db, viewer.id, planIds)).map(presentMembership);
}
