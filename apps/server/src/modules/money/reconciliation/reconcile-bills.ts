/**
 * The job's entry (jobs.ts `reconcile-bills`): builds the reconciliation context from the job's
 * and runs one round. Bill files are kept in the private storage the uploads use (DATA_DIR or S3),
 * opened once per process.
 */
import type { Env } from '../../../platform/config/env';
import type { Db } from '../../../platform/db/db';
import { createStorages } from '../../../platform/storage/create-storage';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import { moneyContextOf } from '../context';
import type { PaymentsRuntime } from '../provider/runtime';
import { billTypesOf, type ReconciliationContext } from './context';
import { runReconciliation } from './run-reconciliation';

let archive: Promise<PrivateStorage> | undefined;

export type BillJobContext = {
  db: Db;
  env: Env;
  payments: Pick<PaymentsRuntime, 'provider' | 'config' | 'queryLimiter'>;
};

/** The reconciliation context of a job or a route. */
export async function reconciliationContextOf(deps: BillJobContext): Promise<ReconciliationContext> {
  archive ??= createStorages(deps.env).then((storages) => storages.privateStorage);

  return {
    ...moneyContextOf(deps),
    archive: await archive,
    providerFeeBps: deps.payments.config.huifu.feeBps,
    huifuId: deps.payments.config.huifu.huifuId,
    billTypes: billTypesOf(deps.env.MONEY_FLOW),
  };
}

/** One round of the daily reconciliation (run-reconciliation.ts). */
export async function reconcileBills(deps: BillJobContext) {
  return runReconciliation(await reconciliationContextOf(deps));
}
