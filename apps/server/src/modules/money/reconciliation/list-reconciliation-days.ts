import type { ReconciliationDay } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { readCursorPage } from '../../../platform/http/cursor-page';
import { tradeDayBounds } from './trade-day';
import { presentDay } from './reconciliation.presenter';
import { listDays } from './reconciliation.repository';

/** The console's 对账 days, newest trade day first, each with its summary and open flags. */
export async function listReconciliationDays(
  db: Db,
  params: { cursor?: string; pageSize: number },
): Promise<{ list: ReconciliationDay[]; nextCursor: string | null }> {
  const { page, nextCursor } = await readCursorPage(
    params,
    'recday',
    (query) => listDays(db, query),
    (row) => ({ at: tradeDayBounds(row.tradeDate).start, id: row.id }),
  );

  return { list: page.map(presentDay), nextCursor };
}
