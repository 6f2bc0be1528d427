import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import type { ReconciliationContext } from '../src/modules/money/reconciliation/context';
import { runReconciliation } from '../src/modules/money/reconciliation/run-reconciliation';
import { chinaDateOf, tradeDayBounds } from '../src/modules/money/reconciliation/trade-day';
import { LocalPrivateStorage } from '../src/platform/storage/private-storage';
import { notifyingMoneyContext } from './payment-flow';
import type { TestApp } from './test-app';

/**
 * Reconciling today's trades as the job would tomorrow: `ctx()` keeps bill files in a temp folder;
 * `reconcileToday()` runs rounds at tomorrow's clock (the first finds the file being made, FP, the
 * next, two hours on, downloads and reconciles it) and answers the last round's outcome.
 */
export function reconciliationKit(t: TestApp) {
  const s = {} as { archive: LocalPrivateStorage };
  beforeAll(async () => {
    s.archive = new LocalPrivateStorage(await mkdtemp(join(tmpdir(), 'frog-bills-')));
  });
  const ctx = (): ReconciliationContext => ({
    ...notifyingMoneyContext(t),
    archive: s.archive,
    providerFeeBps: t.env.HUIFU_FEE_BPS,
    huifuId: t.payments.config.huifu.huifuId,
  });
  const today = () => chinaDateOf(new Date());
  /** Tomorrow noon (China) plus `hours`. */
  const tomorrow = (hours = 0) => new Date(tradeDayBounds(today()).end.getTime() + (12 + hours) * 3600_000);
  let clockHours = 0;
  const round = async () => {
    const outcome = await runReconciliation(ctx(), tomorrow(clockHours));
    clockHours += 2.5;
    return outcome;
  };
  /** Rounds until today's day is done (at most `max`); answers every outcome. */
  const reconcileToday = async (max = 4) => {
    const outcomes = [];
    for (let i = 0; i < max; i += 1) {
      const outcome = await round();
      outcomes.push(outcome);
      if (outcome.outcome === 'done' && 'tradeDate' in outcome && outcome.tradeDate === today()) break;
    }
    return outcomes;
  };
  const dayRow = () =>
    t.db
      .selectFrom('reconciliationDays')
      .selectAll()
      .where('tradeDate', '=', today())
      .executeTakeFirstOrThrow();
  const flagsOf = async (status?: 'open' | 'resolved') => {
    const day = await dayRow();
    return t.db
      .selectFrom('reconciliationFlags')
      .selectAll()
      .where('dayId', '=', day.id)
      .$if(status !== undefined, (q) => q.where('status', '=', status!))
      .orderBy('id')
      .execute();
  };

  return { s, ctx, today, round, reconcileToday, dayRow, flagsOf };
}
