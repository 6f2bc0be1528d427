import { describe, expect, it } from 'vitest';
import { providerCallCount } from '../../../platform/lib/metrics';
import { PaymentNotificationError, PaymentProviderError, PaymentTransportError } from './errors';
import { observeProvider } from './observed-provider';
import type { PaymentProvider } from './provider';

describe('observeProvider', () => {
  it('counts and logs every failure with its cause, rethrows it unchanged, and passes answers through', async () => {
    const failures = [
      ['parseNotification', 'notification_bad_signature'],
      ['queryPayment', 'timeout'],
      ['refund', 'refused'],
    ] as const;
    const counts = () => Promise.all(failures.map(([op, kind]) => providerCallCount('payments', op, kind)));
    const before = await counts();
    const timeout = new PaymentTransportError('timeout', '请求超时', {
      path: '/v4/trade/payment/scanpay/query',
    });
    const refused = new PaymentProviderError('10000002', '退款金额大于可退金额', {});
    const forged = new PaymentNotificationError('bad_signature', '异步通知验签失败');
    const inner = {
      merchantId: 'M1',
      queryPayment: async () => {
        throw timeout;
      },
      refund: async () => {
        throw refused;
      },
      queryRefund: async () => ({ state: 'refunded' }),
      parseNotification: () => {
        throw forged;
      },
    } as unknown as PaymentProvider;
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const provider = observeProvider(inner, () => ({
      warn: (details, message) => logged.push({ details: details as Record<string, unknown>, message }),
    }));

    await expect(provider.queryPayment({ reqSeqId: 'x', reqDate: '20260101' })).rejects.toBe(timeout);
    await expect(provider.queryPayment({ reqSeqId: 'x', reqDate: '20260101' })).rejects.toBe(timeout);
    await expect(
      provider.refund({ refundNo: 'R', payment: { reqSeqId: 'x', reqDate: '20260101' }, amountFen: 1 }),
    ).rejects.toBe(refused);
    expect(() => provider.parseNotification({})).toThrow(forged);
    expect(await provider.queryRefund({ refundNo: 'R', refundReqDate: '20260101' })).toEqual({
      state: 'refunded',
    });
    expect(provider.merchantId).toBe('M1');

    expect((await counts()).map((n, i) => n - before[i]!)).toEqual([1, 2, 1]);
    expect(logged[2]).toEqual({
      message: 'payment provider failure',
      details: { operation: 'refund', failure: 'refused', code: '10000002', err: refused },
    });
  });

  it('counts every call for Prometheus by operation and outcome, answers as ok', async () => {
    const inner = {
      merchantId: 'M1',
      queryPayment: async () => ({ state: 'pending' }),
      closePayment: async () => {
        throw new PaymentTransportError('network', '连接被拒绝', { path: '/v2/trade/payment/scanpay/close' });
      },
      parseNotification: () => ({ reqSeqId: 'x' }),
    } as unknown as PaymentProvider;
    const provider = observeProvider(inner, () => undefined);
    const count = (operation: string, outcome: string) => providerCallCount('payments', operation, outcome);
    const before = {
      query: await count('queryPayment', 'ok'),
      close: await count('closePayment', 'network'),
      parse: await count('parseNotification', 'ok'),
    };

    await provider.queryPayment({ reqSeqId: 'x', reqDate: '20260101' });
    await provider.queryPayment({ reqSeqId: 'y', reqDate: '20260101' });
    await expect(provider.closePayment({ reqSeqId: 'x', reqDate: '20260101' } as never)).rejects.toThrow();
    provider.parseNotification({});

    expect(await count('queryPayment', 'ok')).toBe(before.query + 2);
    expect(await count('closePayment', 'network')).toBe(before.close + 1);
    expect(await count('parseNotification', 'ok')).toBe(before.parse + 1);
  });
});
