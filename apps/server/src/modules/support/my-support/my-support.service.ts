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

/** `pageSize + 1` rows → one page and the cursor after its last row (null on the last page). */
function toPage<Row extends { id: number }, Item>(
  rows: Row[],
  pageSize: number,
  segment: string,
  keyOf: (row: Row) => Date | null,
  present: (row: Row) => Item,
): { list: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const at = last ? keyOf(last) : null;
  const nextCursor = rows.length > pageSize && last && at ? encodeCursor({ segment, at, id: last.id }) : null;

  return { list: page.map(present), nextCursor };
}

/** 我的支持 → 订单: the viewer's own paid and refunded orders, newest paid first. */
export async function listMyOrders(
  db: Db,
  viewer: UserRow,
  params: PageParams & { kind?: OrderKind | undefined },
): Promise<DataOf<typeof mySupportEndpoints.orders>> {
  // The filter is part of the segment: a cursor of one tab cannot page another.
  const segment = `o${params.kind ?? 'all'}`;
  const rows = await listBuyerOrders(db, viewer.id, {
    kind: params.kind,
    before: keysetOf(params.cursor, segment),
    limit: params.pageSize + 1,
  });

  return toPage(rows, params.pageSize, segment, (row) => row.paidAt, presentMyOrder);
}

/** 我的支持 → 支持方案: the viewer's plans, running ones first, each with its end. */
export async function listMyPlans(
  db: Db,
  viewer: UserRow,
  params: PageParams,
): Promise<DataOf<typeof mySupportEndpoints.plans>> {
  const rows = await listUserPlans(db, viewer.id, {
    before: keysetOf(params.cursor, 'plans'),
    limit: params.pageSize + 1,
  });

  return toPage(rows, params.pageSize, 'plans', (row) => row.endsAt, presentMyPlan);
}

/** 我的支持 → 已解锁: posts the viewer unlocked, newest first, by title. */
export async function listMyUnlockedPosts(
  db: Db,
  viewer: UserRow,
  params: PageParams,
): Promise<DataOf<typeof mySupportEndpoints.unlocked>> {
  const rows = await listUserUnlocks(db, viewer.id, {
    before: keysetOf(params.cursor, 'unlocks'),
    limit: params.pageSize + 1,
  });

  return toPage(rows, params.pageSize, 'unlocks', (row) => row.createdAt, presentUnlockedPost);
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
