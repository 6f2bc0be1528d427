import { describe, expect, it } from 'vitest';
import { processMetrics } from '../lib/metrics';
import { PaymentNotificationError, PaymentProviderError, PaymentTransportError } from './errors';
import { readProviderFailureCounts, resetProviderFailureCounts } from './failures';
import { observeProvider } from './observed-provider';
import type { PaymentProvider } from './provider';

describe('observeProvider', () => {
  it('counts and logs every failure with its cause, rethrows it unchanged, and passes answers through', async () => {
    resetProviderFailureCounts();
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

    expect(readProviderFailureCounts()).toEqual({
      'parseNotification:notification_bad_signature': 1,
      'queryPayment:timeout': 2,
      'refund:refused': 1,
    });
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
    const count = async (operation: string, outcome: string) => {
      const metric = (await processMetrics.getSingleMetric('frog_provider_calls_total')?.get())?.values ?? [];

      return metric.find((v) => v.labels.operation === operation && v.labels.outcome === outcome)?.value ?? 0;
    };
    const before = await count('queryPayment', 'ok');

    await provider.queryPayment({ reqSeqId: 'x', reqDate: '20260101' });
    await provider.queryPayment({ reqSeqId: 'y', reqDate: '20260101' });
    await expect(provider.closePayment({ reqSeqId: 'x', reqDate: '20260101' } as never)).rejects.toThrow();
    provider.parseNotification({});

    expect(await count('queryPayment', 'ok')).toBe(before + 2);
    expect(await count('closePayment', 'network')).toBeGreaterThanOrEqual(1);
    expect(await count('parseNotification', 'ok')).toBeGreaterThanOrEqual(1);
  });
});
