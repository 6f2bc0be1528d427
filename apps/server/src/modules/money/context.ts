import type { Env } from '../../platform/config/env';
import type { ProviderQueryLimiter } from './provider/provider-query-limiter';
import type { PaymentProvider } from './provider/provider';
import type { PaymentsRuntime } from './provider/runtime';
import type { Db } from '../../platform/db/db';

/**
 * What the money operations need: the database, the provider (its merchant id too), the platform
 * fee (PLATFORM_FEE_BPS), where the provider sends notifications (refunds name it as well) and the
 * fleet-wide budget of scheduled provider queries (status polls and reconciliation take from it;
 * without one, as in some tests, they are not limited).
 */
export type MoneyContext = {
  db: Db;
  provider: PaymentProvider;
  feeBps: number;
  notifyUrl?: string;
  queryLimiter?: ProviderQueryLimiter;
};

/**
 * The one way routes and jobs build it, so none forgets a field: a refund sent without the
 * notify URL is never reported back by the provider, only found by reconciliation.
 */
export function moneyContextOf(deps: {
  db: Db;
  env: Pick<Env, 'PLATFORM_FEE_BPS'>;
  payments: Pick<PaymentsRuntime, 'provider' | 'config' | 'queryLimiter'>;
}): Required<MoneyContext> {
  return {
    db: deps.db,
    provider: deps.payments.provider,
    feeBps: deps.env.PLATFORM_FEE_BPS,
    notifyUrl: deps.payments.config.huifu.notifyUrl,
    queryLimiter: deps.payments.queryLimiter,
  };
}
