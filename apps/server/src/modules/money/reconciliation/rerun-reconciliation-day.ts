import type { ReconciliationDay } from '@frog/contracts';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentDay } from './reconciliation.presenter';
import { findDay, listDays, requeueDay } from './reconciliation.repository';
import { tradeDayBounds } from './trade-day';

/**
 * An operator has a day run again: due at once for the job (reconcile-bills, every 10 minutes),
 * from the kept file or, with `download`, asking Huifu again. Audited (reconciliation.rerun).
 */
export async function rerunReconciliationDay(
  db: Db,
  operator: UserRow,
  input: { dayId: number; source: 'kept' | 'download'; reason: string },
): Promise<ReconciliationDay> {
  await operatorAction(
    db,
    operator,
    {
      action: 'reconciliation.rerun',
      target: { kind: 'reconciliation_day', id: input.dayId },
      reason: input.reason,
    },
    async (trx) => {
      const day = await findDay(trx, input.dayId);
      if (!day) throw AppError.notFound('对账日不存在');
      if (day.status === 'running') throw AppError.conflict('该日正在对账，请稍后再试');
      await requeueDay(trx, day.id, input.source === 'download');

      return {
        result: null,
        before: { status: day.status, fileName: day.fileName },
        after: { status: 'waiting', source: input.source },
      };
    },
  );
  const day = (await findDay(db, input.dayId))!;
  // The same row as the list shows it (its open flags counted).
  const [row] = await listDays(db, {
    limit: 1,
    before: { at: new Date(tradeDayBounds(day.tradeDate).end.getTime()), id: 0 },
  });

  return presentDay(row && row.id === day.id ? row : { ...day, openFlags: 0 });
}
