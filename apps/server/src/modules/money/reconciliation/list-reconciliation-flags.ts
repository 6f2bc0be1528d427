import type { ReconciliationFlag } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { readCursorPage } from '../../../platform/http/cursor-page';
import { AppError } from '../../../platform/lib/app-error';
import { presentFlag } from './reconciliation.presenter';
import { findDay, listFlags } from './reconciliation.repository';

/** One day's flags, newest first; an unknown day is not found. */
export async function listReconciliationFlags(
  db: Db,
  params: { dayId: number; status: 'open' | 'resolved' | 'all'; cursor?: string; pageSize: number },
): Promise<{ list: ReconciliationFlag[]; nextCursor: string | null }> {
  if (!(await findDay(db, params.dayId))) throw AppError.notFound('对账日不存在');
  const { page, nextCursor } = await readCursorPage(
    params,
    'recflag',
    (query) => listFlags(db, params.dayId, params.status, query),
    (row) => ({ at: row.createdAt, id: row.id }),
  );

  return { list: page.map(presentFlag), nextCursor };
}
