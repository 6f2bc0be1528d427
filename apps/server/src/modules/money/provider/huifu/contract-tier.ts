/**
 * The harness the contract tier's files share (huifu-contracts*.test.ts): Huifu's bundle, read where
 * it lies (contract-fixtures.ts), our simulator with the adapter pointed at it, a bare client that
 * sends a fixture's own fields, every request the adapters send (by path), and the trades fixtures
 * refer to. `useContractTier()` registers its own beforeAll / afterAll in the calling file.
 */
import { afterAll, beforeAll, beforeEach, type MockInstance, vi } from 'vitest';
import type { CreatePaymentResult } from '../provider';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';
import { createHuifuClient, type HuifuClient } from './client';
import { contractsDir, loadHuifuContracts } from './contract-fixtures';

export const contractDir = contractsDir();
export const contracts = loadHuifuContracts(contractDir);

export interface ContractTier {
  readonly h: Harness;
  readonly client: HuifuClient;
  /** Requests the adapters sent to the simulated gateway since the last `sent.length = 0`. */
  readonly sent: { path: string; body: Record<string, unknown> }[];
  /** A new serial (req_seq_id and our payment numbers), unique within the file's run. */
  serial(prefix?: string): string;
  createPayment(
    tradeType?: 'A_NATIVE' | 'T_JSAPI',
    amountFen?: number,
    split?: boolean,
  ): Promise<CreatePaymentResult>;
  paidPayment(
    tradeType?: 'A_NATIVE' | 'T_JSAPI',
    amountFen?: number,
    split?: boolean,
  ): Promise<CreatePaymentResult>;
}

/** Starts the simulator and the adapters for this file (beforeAll) and stops them (afterAll). */
export function useContractTier(): ContractTier {
  let h: Harness | undefined;
  let client: HuifuClient | undefined;
  let fetchSpy: MockInstance<typeof fetch> | undefined;
  let seq = 0;
  const sent: ContractTier['sent'] = [];

  beforeAll(async () => {
    // Installed before the harness builds its adapters, which take the global fetch when built.
    const realFetch = globalThis.fetch;
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const at = url.indexOf('/sim/huifu/');
      if (at >= 0 && typeof init?.body === 'string') {
        sent.push({ path: url.slice(at + '/sim/huifu'.length), body: JSON.parse(init.body) });
      }
      return realFetch(input, init);
    });
    h = await startHarness(generateSimulatorKeys());
    client = createHuifuClient({
      baseUrl: `${h.publicUrl}/sim/huifu`,
      sysId: h.sim.merchant.sysId,
      productId: h.sim.merchant.productId,
      merchantPrivateKey: h.sim.keys.merchant.privateKey,
      huifuPublicKey: h.sim.keys.huifu.publicKey,
    });
  });
  afterAll(async () => {
    fetchSpy?.mockRestore();
    await h?.close();
  });
  beforeEach(() => h?.sim.faults.clear());

  const tier: ContractTier = {
    get h() {
      if (!h) throw new Error('the contract tier has not started');
      return h;
    },
    get client() {
      if (!client) throw new Error('the contract tier has not started');
      return client;
    },
    sent,
    serial(prefix = 'CT') {
      seq += 1;
      return `${prefix}${Date.now()}${String(seq).padStart(3, '0')}`;
    },
    createPayment(tradeType = 'A_NATIVE', amountFen = 100, split = false) {
      const { h } = tier;
      const merchant = h.provider.merchantId;
      return h.provider.createPayment({
        split: split
          ? [
              { huifuId: merchant, amountFen: 5 },
              { huifuId: '6666000100000002', amountFen: amountFen - 5 },
            ]
          : undefined,
        paymentNo: tier.serial('CTPAY'),
        attempt: 1,
        tradeType,
        openid: tradeType === 'T_JSAPI' ? h.sim.openidFor('contract-buyer') : undefined,
        amountFen,
        description: '契约测试订单',
        expiresAt: new Date(h.sim.clock.now().getTime() + 30 * 60_000),
        notifyUrl: h.notifyUrl,
      });
    },
    async paidPayment(tradeType = 'A_NATIVE', amountFen = 100, split = false) {
      const payment = await tier.createPayment(tradeType, amountFen, split);
      tier.h.sim.settle({ hfSeqId: payment.hfSeqId }, { notify: false });
      return payment;
    },
  };

  return tier;
}
