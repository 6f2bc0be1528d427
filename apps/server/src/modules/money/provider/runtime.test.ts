import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { loadEnv } from '../../../platform/config/env';
import { createPaymentsRuntime } from './runtime';

describe('payments wiring', () => {
  const t = useTestApp({ listen: true });

  it('reaches the simulator mounted at PUBLIC_URL/sim over real HTTP', async () => {
    const { provider, simulator } = t.payments;
    const created = await provider.createPayment({
      paymentNo: 'P2026112100000001',
      attempt: 1,
      tradeType: 'A_NATIVE',
      amountFen: 990,
      description: '接线测试',
      expiresAt: new Date(Date.now() + 15 * 60_000),
      notifyUrl: t.payments.config.huifu.notifyUrl,
    });

    expect(created.qrUrl).toContain(`${t.baseUrl}/sim/alipay/qr/`);
    expect(simulator?.findOrder({ reqSeqId: created.reqSeqId })).toBeDefined();
    expect(t.payments.config.huifu.notifyUrl).toBe(`${t.baseUrl}/api/trade/huifu/notify`);
    const queried = await provider.queryPayment({ reqSeqId: created.reqSeqId, reqDate: created.reqDate });
    expect(queried).toMatchObject({ state: 'pending', amountFen: 990 });
  });

  it('refuses the simulator in production, naming the key', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'dev' })).toThrow(/PAYMENTS_PROVIDER/);
    const env = { ...t.env, NODE_ENV: 'production' as const };
    expect(() => createPaymentsRuntime(env)).toThrow('生产环境');
  });
});
