import { type Insertable, sql, type Updateable } from 'kysely';
import type {
  ApplicationStatus,
  CreatorApplicationRow,
  CreatorApplicationsTable,
} from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

export function insertApplication(
  db: Db,
  application: Insertable<CreatorApplicationsTable>,
): Promise<CreatorApplicationRow> {
  return db.insertInto('creatorApplications').values(application).returningAll().executeTakeFirstOrThrow();
}

/** The user's latest application, or undefined. */
export function findLatestApplication(db: Db, userId: number): Promise<CreatorApplicationRow | undefined> {
  return db
    .selectFrom('creatorApplications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findApplicationById(db: Db, id: number): Promise<CreatorApplicationRow | undefined> {
  return db.selectFrom('creatorApplications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another user's pending or approved application carries this ID-number hash. */
export async function isIdNumberUsedByOther(db: Db, hash: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('creatorApplications')
    .select('id')
    .where('idNumberHash', '=', hash)
    .where('userId', '<>', userId)
    .where('status', 'in', ['pending', 'approved'])
    .limit(1)
    .executeTakeFirst();

  return row !== undefined;
}

/** Moves a pending application to a decision; undefined when it was no longer pending (raced). */
export function decideApplication(
  db: Db,
  id: number,
  changes: Updateable<CreatorApplicationsTable>,
): Promise<CreatorApplicationRow | undefined> {
  return db
    .updateTable('creatorApplications')
    .set({ ...changes, reviewedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** One page of applications in a status, oldest first (a queue), with the applicant's public fields. */
export async function listApplicationsByStatus(
  db: Db,
  input: { status: ApplicationStatus; page: number; pageSize: number },
) {
  const rows = db
    .selectFrom('creatorApplications as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .selectAll('a')
    .select([...userRefColumns('u', 'applicant')])
    .where('a.status', '=', input.status)
    .orderBy('a.createdAt', input.status === 'pending' ? 'asc' : 'desc')
    .orderBy('a.id', input.status === 'pending' ? 'asc' : 'desc');

  return readCountedPage(
    rows,
    db.selectFrom('creatorApplications').where('status', '=', input.status),
    input,
  );
}
