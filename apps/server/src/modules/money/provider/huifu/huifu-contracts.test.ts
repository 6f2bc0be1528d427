/**
 * The contract tier: our adapter and our simulator against Huifu's own contract fixtures (the
 * `huifu-pay-integration` bundle of Huifu's local gateway simulator, read where it lies; see
 * contract-fixtures.ts). Skipped where the bundle's folder is absent (CI's fresh clone).
 *
 * 1. Every request the adapter sends, in each generation, carries the envelope and what the
 *    bundle's `endpoint-contracts.json` asks of its path, and nothing it does not list.
 * 2. Our simulator answers the positive payment fixtures of our endpoints as Huifu's simulator
 *    does (contract-cases.ts), and refuses the negative ones (with the real gateway's codes where
 *    Huifu's sandbox has `LS…`). The bill file query fixtures: huifu-contracts-reconciliation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { CreatePaymentResult } from '../provider';
import { paymentCases, paymentRefusals } from './contract-cases';
import {
  ALLOWED_EXTRA,
  fillFixture,
  RECONCILIATION_FIXTURES,
  RECONCILIATION_REFUSALS,
  SKIPPED,
  skipReason,
  UNCONTRACTED_PATHS,
} from './contract-coverage';
import { answerProblems, CONTRACT_BUNDLE, type EndpointContract, requestProblems } from './contract-fixtures';
import { type ContractTier, contractDir, contracts, useContractTier } from './contract-tier';
import { endpointsFor } from './endpoints';

function stateOf(t: ContractTier, order?: CreatePaymentResult) {
  const { h } = t;
  const record = order ? h.sim.findOrder({ hfSeqId: order.hfSeqId }) : undefined;
  return {
    orders: h.sim.store.orders.size,
    refunds: h.sim.store.refunds.size,
    closes: h.sim.store.closes.size,
    order: record && { transStat: record.transStat, refundedFen: record.refundedFen },
  };
}

describe.skipIf(!contracts)(
  contracts
    ? `Huifu contract fixtures (${CONTRACT_BUNDLE}, read from ${contractDir})`
    : `Huifu contract fixtures: SKIPPED, no ${CONTRACT_BUNDLE} bundle at ${contractDir} (set HUIFU_CONTRACTS_DIR)`,
  () => {
    const t = useContractTier();
    const CASES = paymentCases(t);
    const REFUSALS = paymentRefusals(t);
    const bundle = contracts!;
    const { sent } = t;

    it('every fixture of the bundle is run, checked as a refusal, or skipped with a reason', () => {
      const ids = [...bundle.fixtures.keys()];
      const named = [CASES, REFUSALS, RECONCILIATION_FIXTURES, RECONCILIATION_REFUSALS, SKIPPED];
      for (const id of named.flatMap((record) => Object.keys(record))) {
        expect(ids, `${id} is named here but not in the bundle`).toContain(id);
      }
      const run = (id: string) =>
        CASES[id] || REFUSALS[id] || RECONCILIATION_FIXTURES[id] || RECONCILIATION_REFUSALS[id];
      const unaccounted = ids.filter((id) => !run(id) && !skipReason(id));
      expect(unaccounted).toEqual([]);
      expect(ids.filter((id) => run(id))).toHaveLength(34);
    });

    describe.each(['v2', 'v3', 'v4'] as const)(
      '%s: the adapter sends what Huifu’s contract requires',
      (version) => {
        it('create (A_NATIVE, T_JSAPI), query, refund, refund query, close, close query', async () => {
          const byPath = new Map<string, EndpointContract>(bundle.endpoints.map((e) => [e.path, e]));
          const provider = t.h.providerFor(version);
          sent.length = 0;
          const base = {
            attempt: 1,
            amountFen: 300,
            description: '解锁文章《契约》',
            expiresAt: new Date(t.h.sim.clock.now().getTime() + 15 * 60_000),
            notifyUrl: t.h.notifyUrl,
            remark: '创作蛙订单',
          };
          const split = (amountFen: number) => [
            { huifuId: provider.merchantId, amountFen: 10 },
            { huifuId: '6666000100000002', amountFen: amountFen - 10 },
          ];
          const native = await provider.createPayment({
            ...base,
            paymentNo: `CT${version}N${Date.now()}`,
            tradeType: 'A_NATIVE',
            split: split(base.amountFen),
          });
          const jsapi = await provider.createPayment({
            ...base,
            paymentNo: `CT${version}J${Date.now()}`,
            tradeType: 'T_JSAPI',
            openid: t.h.sim.openidFor('contract-buyer'),
          });
          expect((await provider.queryPayment(native)).state).toBe('pending');
          t.h.sim.settle({ hfSeqId: native.hfSeqId }, { notify: false });
          const refund = await provider.refund({
            refundNo: `R${native.reqSeqId}`,
            payment: native,
            amountFen: 100,
            notifyUrl: t.h.notifyUrl,
            remark: '契约测试退款',
            split: split(100),
          });
          expect((await provider.queryRefund(refund)).state).toBe('refunded');
          t.h.sim.clock.advance(61_000);
          const close = await provider.closePayment(jsapi);
          expect(close.closeState).toBe('closed');
          expect((await provider.queryClose({ ...close, payment: jsapi })).closeState).toBe('closed');

          expect([...new Set(sent.map((request) => request.path))].sort()).toEqual(
            [...new Set(Object.values(endpointsFor(version)))].sort(),
          );
          const problems: string[] = [];
          const uncontracted = new Set<string>();
          for (const { path, body } of sent) {
            for (const key of ['sys_id', 'product_id', 'sign'])
              if (typeof body[key] !== 'string' || body[key] === '')
                problems.push(`${path}: envelope ${key} missing`);
            const data = body.data;
            if (typeof data !== 'object' || data === null) {
              problems.push(`${path}: envelope data missing`);
              continue;
            }
            const contract = byPath.get(path);
            if (!contract) {
              uncontracted.add(path);
              continue;
            }
            problems.push(
              ...requestProblems(
                contract,
                data as Record<string, unknown>,
                ALLOWED_EXTRA[contract.id]?.fields,
              ),
            );
          }
          expect(problems).toEqual([]);
          expect([...uncontracted].sort()).toEqual(UNCONTRACTED_PATHS[version]);
        });
      },
    );

    describe('our simulator answers the positive fixtures as Huifu’s simulator does', () => {
      it.each(Object.entries(CASES))('%s', async (id, spec) => {
        const fixture = bundle.fixtures.get(id)!;
        const prepared = (await spec.setup?.()) ?? {};
        if (prepared.fault) t.h.sim.faults.inject(prepared.fault);
        const answer = await t.client.call(fixture.path, fillFixture(t.h, fixture, prepared, t.serial()));

        expect(answerProblems(fixture, answer, Object.keys(spec.ignore ?? {}))).toEqual([]);
      });
    });

    describe('our simulator refuses the negative fixtures, changing nothing', () => {
      it.each(Object.entries(REFUSALS))('%s', async (id, refusal) => {
        const fixture = bundle.fixtures.get(id)!;
        expect(fixture.expected_resp_code).toBe(refusal.huifuSandbox);
        const prepared = (await refusal.setup?.()) ?? {};
        const before = stateOf(t, prepared.order);
        const answer = await t.client.call(fixture.path, fillFixture(t.h, fixture, prepared, t.serial()));

        expect(answer.resp_code).toBe(refusal.ours);
        expect(['00000000', '00000100']).not.toContain(answer.resp_code);
        expect(stateOf(t, prepared.order)).toEqual(before);
        if (refusal.ours === refusal.huifuSandbox) {
          // Same code: the rest of Huifu's answer too, but a refusal of ours names no trade.
          expect(answerProblems(fixture, answer, ['trade_type'])).toEqual([]);
        }
      });
    });
  },
);
