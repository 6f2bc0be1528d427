import type { AuditLogRow } from '../db/types';
import type { Db } from '../db/db';

// The audit log is append-only: this file inserts and reads, nothing else (the database refuses
// updates, deletes and truncation with a trigger).

export type NewAuditEntry = {
  operatorId: number;
  action: string;
  targetKind: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
};

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<AuditLogRow> {
  return db
    .insertInto('auditLog')
    .values({
      ...entry,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type AuditFilter = {
  operatorId?: number;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Keyset: entries written before this id (ids grow as entries are written). */
  beforeId?: number;
};

/** Entries newest first with the operator's nickname; each filter is a prefix of one index. */
export function listAuditEntries(db: Db, filter: AuditFilter, limit: number) {
  let query = db
    .selectFrom('auditLog as a')
    .innerJoin('users as u', 'u.id', 'a.operatorId')
    .selectAll('a')
    .select('u.nickname as operatorNickname');
  if (filter.operatorId !== undefined) query = query.where('a.operatorId', '=', filter.operatorId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.targetKind !== undefined) query = query.where('a.targetKind', '=', filter.targetKind);
  if (filter.targetId !== undefined) query = query.where('a.targetId', '=', filter.targetId);
  if (filter.from) query = query.where('a.createdAt', '>=', filter.from);
  if (filter.to) query = query.where('a.createdAt', '<', filter.to);
  if (filter.beforeId !== undefined) query = query.where('a.id', '<', filter.beforeId);

  return query.orderBy('a.id', 'desc').limit(limit).execute();
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
