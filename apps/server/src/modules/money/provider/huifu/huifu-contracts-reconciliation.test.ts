/**
 * The contract tier's reconciliation part: Huifu's `reconciliation-*` fixtures (the bill file query,
 * `/v2/trade/check/filequery`) against our simulator and our adapter, on the harness the tier's
 * files share (contract-tier.ts). Skipped where the bundle's folder is absent.
 *
 * Our simulator makes a file as Huifu's sandbox does: the first query of a file finds it being made
 * (task_stat FP), the next one done (S) with its link. Where Huifu's sandbox picks an outcome by
 * `sandbox_scenario` (a field of its own, not in the gateway's contract), ours gets the same outcome
 * from the day (an empty day) or a fault on the download (410, 403); its refusals carry the real
 * gateway's code, 10000000, where the sandbox answers its own LS… codes (provider/README.md).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentTransportError } from '../errors';
import type { BillFileRef, BillType, TradeBillLine } from '../provider';
import { BILL_QUERY_PATH } from './bill-query';
import { fillFixture, RECONCILIATION_FIXTURES, RECONCILIATION_REFUSALS } from './contract-coverage';
import {
  answerProblems,
  CONTRACT_BUNDLE,
  type ContractFixture,
  requestProblems,
  valueAt,
} from './contract-fixtures';
import { contractDir, contracts, useContractTier } from './contract-tier';
import { formatBeijingDate } from './time';

const DAY_MS = 24 * 60 * 60_000;

describe.skipIf(!contracts)(
  contracts
    ? `Huifu contract fixtures, reconciliation (${CONTRACT_BUNDLE}, read from ${contractDir})`
    : `Huifu contract fixtures, reconciliation: SKIPPED, no ${CONTRACT_BUNDLE} bundle at ${contractDir}`,
  () => {
    const t = useContractTier();
    const fixture = (id: string): ContractFixture => contracts!.fixtures.get(id)!;
    let dir: string;
    let days = 0;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'frog-contract-bills-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    /** A trade day (yyyy-MM-dd) no other test of this file asked about: its file is not made yet. */
    const freshTradeDay = () => {
      days += 1;
      return new Date(Date.UTC(2025, 0, 1) + days * DAY_MS).toISOString().slice(0, 10);
    };
    const fileDateOf = (tradeDay: string) =>
      formatBeijingDate(new Date(Date.parse(`${tradeDay}T12:00:00+08:00`) + DAY_MS));

    /** The fixture's request for our simulator; `sandbox_scenario` is Huifu's sandbox's own, left out. */
    function requestOf(f: ContractFixture, overrides: Record<string, string> = {}) {
      const { sandbox_scenario: _scenario, ...data } = fillFixture(t.h, f, { overrides }, t.serial());
      return data;
    }

    /** The fixture's query sent twice (a new serial each time), for a day not asked about before. */
    async function queryTwice(f: ContractFixture) {
      const request = requestOf(f, { file_date: fileDateOf(freshTradeDay()) });
      const first = await t.client.call(f.path, request);
      const second = await t.client.call(f.path, { ...request, req_seq_id: t.serial() });
      expect(valueAt(first, 'task_details.task_stat')).toBe('FP');
      expect(valueAt(first, 'file_details.download_url')).toBeUndefined();

      return second;
    }

    /** The adapter's query of a day, twice: being made, then the file to download. */
    async function adapterFile(tradeDate: string, billType: BillType): Promise<BillFileRef> {
      expect((await t.h.provider.queryBillFile({ tradeDate, billType })).state).toBe('processing');
      const answer = await t.h.provider.queryBillFile({ tradeDate, billType });
      expect(answer.state).toBe('ready');
      expect(answer.files.map((file) => file.billType)).toEqual([billType]);

      return answer.files[0]!;
    }

    async function downloadAndRead(file: BillFileRef): Promise<TradeBillLine[]> {
      const path = join(dir, t.serial('bill'));
      const { bytes } = await t.h.provider.downloadBillFile(file, path);
      expect((await readFile(path)).length).toBe(bytes);
      const lines: TradeBillLine[] = [];
      for await (const line of t.h.provider.readTradeBill(path)) lines.push(line);

      return lines;
    }

    it('every reconciliation fixture of the bundle is run here', () => {
      const ids = [...contracts!.fixtures.keys()].filter((id) => id.startsWith('reconciliation-'));
      expect(ids.sort()).toEqual(
        [...Object.keys(RECONCILIATION_FIXTURES), ...Object.keys(RECONCILIATION_REFUSALS)].sort(),
      );
    });

    it('reconciliation-filequery-fp-then-file: FP, then S with the file; the adapter sends what the contract asks', async () => {
      const f = fixture('reconciliation-filequery-fp-then-file');
      expect(f.request.data.bill_type).toBeUndefined(); // the default, TRADE_BILL
      expect(answerProblems(f, await queryTwice(f))).toEqual([]);

      // The adapter, for today's trade day on the simulator's clock, with one paid payment in it.
      const payment = await t.paidPayment('A_NATIVE', 250);
      const tradeDate = formatBeijingDate(t.h.sim.clock.now()).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
      t.sent.length = 0;
      const lines = await downloadAndRead(await adapterFile(tradeDate, 'TRADE_BILL'));
      expect(lines.filter((line) => line.reqSeqId === payment.reqSeqId)).toMatchObject([
        { kind: 'payment', transStat: 'S', amountFen: 250 },
      ]);
      const contract = contracts!.endpoints.find((endpoint) => endpoint.path === BILL_QUERY_PATH)!;
      const queries = t.sent.filter((request) => request.path === BILL_QUERY_PATH);
      expect(queries).toHaveLength(2);
      for (const { body } of queries) {
        const data = body.data as Record<string, unknown>;
        expect(requestProblems(contract, data)).toEqual([]);
        expect(data.bill_type).toBe('TRADE_BILL'); // an optional field of the contract
      }
    });

    it.each([
      'reconciliation-bill-split-bill',
      'reconciliation-bill-settle-bill',
      'reconciliation-bill-merge-bill',
    ])('%s: the bill type named, its file served and downloaded by the adapter', async (id) => {
      const f = fixture(id);
      expect(answerProblems(f, await queryTwice(f))).toEqual([]);
      const billType = f.request.data.bill_type as BillType;
      const path = join(dir, t.serial('bill'));
      const { bytes } = await t.h.provider.downloadBillFile(
        await adapterFile(freshTradeDay(), billType),
        path,
      );
      expect(bytes).toBeGreaterThan(0);
      expect((await readFile(path)).readUInt32LE(0)).toBe(0x04034b50); // a zip, as Huifu ships bills
    });

    it('reconciliation-empty-file: a day without trades is done (S) and its file has no lines', async () => {
      const f = fixture('reconciliation-empty-file');
      expect(f.request.data.sandbox_scenario).toBe('RECON_EMPTY');
      expect(answerProblems(f, await queryTwice(f))).toEqual([]);
      expect(await downloadAndRead(await adapterFile(freshTradeDay(), 'TRADE_BILL'))).toEqual([]);
    });

    it.each([
      ['reconciliation-expired-download', 'expired', 410],
      ['reconciliation-forbidden-download', 'forbidden', 403],
    ] as const)('%s: the query is done (S), the download answers %s (HTTP %i)', async (id, kind, status) => {
      const f = fixture(id);
      expect(answerProblems(f, await queryTwice(f))).toEqual([]);
      const file = await adapterFile(freshTradeDay(), 'TRADE_BILL');
      t.h.sim.faults.inject({ route: 'billdownload', kind });
      const failure = await t.h.provider
        .downloadBillFile(file, join(dir, t.serial('bill')))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentTransportError);
      expect((failure as PaymentTransportError).details.status).toBe(status);
    });

    it.each(Object.entries(RECONCILIATION_REFUSALS))(
      '%s: refused with the real gateway’s code, nothing made',
      async (id, refusal) => {
        const f = fixture(id);
        expect(f.expected_resp_code).toBe(refusal.huifuSandbox);
        const files = t.h.sim.bills.files.size;
        const answer = await t.client.call(f.path, requestOf(f));
        expect(answer.resp_code).toBe(refusal.ours);
        expect(t.h.sim.bills.files.size).toBe(files);
      },
    );
  },
);
