import {
  type AuditAction,
  type AuditTargetKind,
  type adminAuditEndpoints,
  type DataOf,
  decodeCursor,
  encodeCursor,
  shanghaiDayStart,
  addDays,
} from '@frog/contracts';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { inTransaction } from '../db/transaction';
import { presentAuditEntry } from './audit.presenter';
import { insertAuditEntry, listAuditEntries } from './audit.repository';
import type { Db } from '../db/db';

declare const audited: unique symbol;

/**
 * A transaction opened by `operatorAction`. Whatever changes something on an operator's behalf
 * takes one of these instead of a plain `Db`, so it cannot run without its audit entry being
 * written in the same transaction (the compiler refuses a plain handle).
 */
export type AuditedTrx = Db & { readonly [audited]: true };

export type Snapshot = Record<string, unknown> | null;

export type AuditRecord = {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | number };
  /** Why, in the operator's words (a read gives one too). */
  reason: string;
};

/**
 * What an action answers: its result and the fields it changed, as they were and as they are; and,
 * for an action that creates its target, the new target's id (its record could not know it).
 */
export type Audited<T> = { result: T; before: Snapshot; after: Snapshot; createdId?: string | number };

/**
 * The one way an operator changes anything: runs `fn` and writes its audit entry (who, what,
 * target, before → after, why) in the same transaction, so the change and its entry commit or
 * fail together. Refuses anyone but an operator with the console's not-found, whatever the route
 * said. Opened with `inTransaction` so notices written inside signal after the commit.
 */
export async function operatorAction<T>(
  db: Db,
  operator: Pick<UserRow, 'id' | 'isOperator'>,
  record: AuditRecord,
  fn: (trx: AuditedTrx) => Promise<Audited<T>>,
): Promise<T> {
  if (!operator.isOperator) throw AppError.notFound();

  return inTransaction(db, async (trx) => {
    const done = await fn(trx as AuditedTrx);
    await insertAuditEntry(trx, {
      operatorId: operator.id,
      action: record.action,
      targetKind: record.target.kind,
      targetId: String(done.createdId ?? record.target.id),
      before: done.before,
      after: done.after,
      reason: record.reason,
    });

    return done.result;
  });
}

/**
 * An operator's change to one row, audited as `record`: `lock` reads the row locked in the
 * transaction (none: a 404 saying `notFound`), `change` changes it and answers the audit entry's
 * before and after.
 */
export async function changeLockedRow<Row>(
  db: Db,
  operator: Pick<UserRow, 'id' | 'isOperator'>,
  record: AuditRecord,
  lock: (trx: AuditedTrx) => Promise<Row | undefined>,
  notFound: string,
  change: (trx: AuditedTrx, row: Row) => Promise<{ before: Snapshot; after: Snapshot }>,
): Promise<void> {
  await operatorAction(db, operator, record, async (trx) => {
    const row = await lock(trx);
    if (!row) throw AppError.notFound(notFound);

    return { result: null, ...(await change(trx, row)) };
  });
}

const CURSOR_SEGMENT = 'audit';

/** The log newest first, filtered; dates are China days, inclusive. */
export async function listAuditLog(
  db: Db,
  params: AuditListParams,
): Promise<DataOf<typeof adminAuditEndpoints.list>> {
  const cursor = params.cursor ? decodeCursor(params.cursor) : undefined;
  if (params.cursor && cursor?.segment !== CURSOR_SEGMENT) throw AppError.badRequest('分页游标格式不正确');
  const limit = 30;
  const rows = await listAuditEntries(
    db,
    {
      operatorId: params.operatorId,
      action: params.action,
      targetKind: params.targetKind,
      targetId: params.targetId,
      from: params.from ? shanghaiDayStart(params.from) : undefined,
      to: params.to ? shanghaiDayStart(addDays(params.to, 1)) : undefined,
      beforeId: cursor?.id,
    },
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);

  return {
    list: page.map(presentAuditEntry),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ segment: CURSOR_SEGMENT, at: last.createdAt, id: last.id })
        : null,
  };
}

export type AuditListParams = {
  operatorId?: number;
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  targetId?: string;
  from?: string;
  to?: string;
  cursor?: string;
};
