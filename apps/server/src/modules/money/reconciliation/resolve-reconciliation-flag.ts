import {
  type ReconciliationAction,
  type ReconciliationFlag,
  reconciliationResolutionText,
} from '@frog/contracts';
import { changeLockedRow } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentFlag } from './reconciliation.presenter';
import { findFlagRow, lockFlag, resolveFlagRow } from './reconciliation.repository';

/**
 * An operator resolves an open flag with an action and why: the flag and its audit entry commit
 * together (reconciliation.resolve), once; a resolved flag is refused (409), an unknown one not found.
 */
export async function resolveReconciliationFlag(
  db: Db,
  operator: UserRow,
  input: { flagId: number; action: ReconciliationAction; reason: string },
): Promise<ReconciliationFlag> {
  await changeLockedRow(
    db,
    operator,
    {
      action: 'reconciliation.resolve',
      target: { kind: 'reconciliation_flag', id: input.flagId },
      reason: input.reason,
    },
    (trx) => lockFlag(trx, input.flagId),
    '对账差异不存在',
    async (trx, flag) => {
      if (flag.status !== 'open') throw AppError.conflict('该差异已处理');
      await resolveFlagRow(trx, flag.id, { action: input.action, note: input.reason, by: operator.id });

      return {
        before: { status: 'open', kind: flag.kind, reqSeqId: flag.reqSeqId },
        // The flag's kind and serial on both sides: the log shows them as what it was about, unchanged.
        after: {
          status: 'resolved',
          kind: flag.kind,
          reqSeqId: flag.reqSeqId,
          resolution: reconciliationResolutionText[input.action],
        },
      };
    },
  );

  return presentFlag((await findFlagRow(db, input.flagId))!);
}
