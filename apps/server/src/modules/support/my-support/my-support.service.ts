import {
  type DataOf,
  decodeCursor,
  encodeCursor,
  type Membership,
  type mySupportEndpoints,
  type OrderKind,
} from '@frog/contracts';
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
 * One page of a 我的支持 list: `read` gets the keyset after the cursor and one row more than the
 * page; the page's rows are presented, with the cursor after its last row (null on the last page).
 */
async function readPage<Row extends { id: number }, Item>(
  params: PageParams,
  segment: string,
  read: (page: { before: Before; limit: number }) => Promise<Row[]>,
  keyOf: (row: Row) => Date | null,
  present: (row: Row) => Item,
): Promise<{ list: Item[]; nextCursor: string | null }> {
  const rows = await read({ before: keysetOf(params.cursor, segment), limit: params.pageSize + 1 });
  const page = rows.slice(0, params.pageSize);
  const last = page.at(-1);
  const at = last ? keyOf(last) : null;
  const nextCursor =
    rows.length > params.pageSize && last && at ? encodeCursor({ segment, at, id: last.id }) : null;

  return { list: page.map(present), nextCursor };
}

/** 我的支持 → 订单: the viewer's own paid and refunded orders, newest paid first. */
export function listMyOrders(
  db: Db,
  viewer: UserRow,
  params: PageParams & { kind?: OrderKind | undefined },
): Promise<DataOf<typeof mySupportEndpoints.orders>> {
  // The filter is part of the segment: a cursor of one tab cannot page another.
  return readPage(
    params,
    `o${params.kind ?? 'all'}`,
    (page) => listBuyerOrders(db, viewer.id, { kind: params.kind, ...page }),
    (row) => row.paidAt,
    presentMyOrder,
  );
}

/** 我的支持 → 支持方案: the viewer's plans, running ones first, each with its end. */
export function listMyPlans(
  db: Db,
  viewer: UserRow,
  params: PageParams,
): Promise<DataOf<typeof mySupportEndpoints.plans>> {
  return readPage(
    params,
    'plans',
    (page) => listUserPlans(db, viewer.id, page),
    (row) => row.endsAt,
    presentMyPlan,
  );
}

/** 我的支持 → 已解锁: posts the viewer unlocked, newest first, by title. */
export function listMyUnlockedPosts(
  db: Db,
  viewer: UserRow,
  params: PageParams,
): Promise<DataOf<typeof mySupportEndpoints.unlocked>> {
  return readPage(
    params,
    'unlocks',
    (page) => listUserUnlocks(db, viewer.id, page),
    (row) => row.createdAt,
    presentUnlockedPost,
  );
}

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
