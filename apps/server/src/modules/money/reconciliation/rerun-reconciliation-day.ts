import type { ReconciliationDay } from '@frog/contracts';
import { changeLockedRow } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentDay } from './reconciliation.presenter';
import { findDay, findDayWithOpenFlags, requeueDay } from './reconciliation.repository';

/**
 * An operator has a day run again: due at once for the job (reconcile-bills, every 10 minutes),
 * from the kept file or, with `download`, asking Huifu again. Audited (reconciliation.rerun).
 */
export async function rerunReconciliationDay(
  db: Db,
  operator: UserRow,
  input: { dayId: number; source: 'kept' | 'download'; reason: string },
): Promise<ReconciliationDay> {
  await changeLockedRow(
    db,
    operator,
    {
      action: 'reconciliation.rerun',
      target: { kind: 'reconciliation_day', id: input.dayId },
      reason: input.reason,
    },
    (trx) => findDay(trx, input.dayId, { lock: true }),
    '对账日不存在',
    async (trx, day) => {
      if (day.status === 'running') throw AppError.conflict('该日正在对账，请稍后再试');
      await requeueDay(trx, day.id, input.source === 'download');

      return {
        before: { status: day.status, fileName: day.fileName },
        after: { status: 'waiting', source: input.source },
      };
    },
  );
  return presentDay((await findDayWithOpenFlags(db, input.dayId))!);
}
