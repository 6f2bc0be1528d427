import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { billTypesOf, type ReconciliationContext } from '../src/modules/money/reconciliation/context';
import { runReconciliation } from '../src/modules/money/reconciliation/run-reconciliation';
import { chinaDateOf, tradeDayBounds } from '../src/modules/money/reconciliation/trade-day';
import { LocalPrivateStorage } from '../src/platform/storage/private-storage';
import { notifyingMoneyContext } from './payment-flow';
import type { TestApp } from './test-app';

/**
 * Reconciling today's trades as the job would tomorrow: `ctx()` keeps bill files in a temp folder;
 * `reconcileToday()` runs rounds at tomorrow's clock (the first finds the file being made, FP, the
 * next, two hours on, downloads and reconciles it; in split mode the split bill's day after the
 * trade bill's) and answers every round's outcome. `dayRow` and `flagsOf` read the trade bill's day
 * unless told another bill type.
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
    billTypes: billTypesOf(t.env.MONEY_FLOW),
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
  /** Today's days not done yet (none before the first round has made them). */
  const todayUndone = async () => {
    const days = await t.db
      .selectFrom('reconciliationDays')
      .select('status')
      .where('tradeDate', '=', today())
      .execute();
    return days.length < ctx().billTypes.length || days.some((day) => day.status !== 'done');
  };
  /** Rounds until each of today's days is done (at most `max`, 4 per bill type); answers every outcome. */
  const reconcileToday = async (max = 4 * ctx().billTypes.length) => {
    const outcomes = [];
    for (let i = 0; i < max; i += 1) {
      const outcome = await round();
      outcomes.push(outcome);
      if (outcome.outcome === 'done' && 'tradeDate' in outcome && outcome.tradeDate === today()) {
        if (!(await todayUndone())) break;
      }
    }
    return outcomes;
  };
  const dayRow = (billType = 'TRADE_BILL') =>
    t.db
      .selectFrom('reconciliationDays')
      .selectAll()
      .where('tradeDate', '=', today())
      .where('billType', '=', billType)
      .executeTakeFirstOrThrow();
  const flagsOf = async (status?: 'open' | 'resolved', billType = 'TRADE_BILL') => {
    const day = await dayRow(billType);
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
