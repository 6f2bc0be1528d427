import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SplitBillLine } from '../provider';
import { writeBillZip } from '../simulator/bill-file';
import { readSplitBillFile } from './bill-reader';
import { SPLIT_BILL_COLUMNS, splitBillRecord, TRADE_BILL_COLUMNS } from './bill-lines';

// Our SPLIT_BILL layout as the simulator writes it and the adapter reads it (docs/MONEY.md).
describe('SPLIT_BILL layout', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'frog-split-bill-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const finishedAt = new Date('2026-11-29T10:00:00+08:00');
  const payment = {
    kind: 'payment',
    reqSeqId: 'P2026112900000101',
    reqDate: '20261129',
    hfSeqId: '0029000topA1',
    orgReqSeqId: '',
    transStat: 'S',
    finishedAt,
  } as const;
  const lines: SplitBillLine[] = [
    { ...payment, receiverHuifuId: '6666000100000002', amountFen: 950 },
    { ...payment, receiverHuifuId: '6666000100000001', amountFen: 50 },
    {
      ...payment,
      kind: 'refund',
      reqSeqId: 'R2026112900000001',
      orgReqSeqId: payment.reqSeqId,
      receiverHuifuId: '6666000100000001',
      amountFen: 0,
    },
  ];
  const read = async (path: string) => {
    const out: SplitBillLine[] = [];
    for await (const line of readSplitBillFile(path)) out.push(line);
    return out;
  };

  it('reads back every receiver line the simulator writes, a 0.00 part included', async () => {
    const path = join(dir, 'split.zip');
    const records = lines.map((line) => splitBillRecord({ ...line, huifuId: '6666000100000001' }));
    expect(records[2]).toMatchObject({
      trans_type: 'REFUND',
      div_amt: '0.00',
      org_req_seq_id: payment.reqSeqId,
    });
    await writeBillZip(
      SPLIT_BILL_COLUMNS,
      records,
      '20261130_6666000100000001_split',
      createWriteStream(path),
    );
    expect(await read(path)).toEqual(lines);
  });

  it('refuses a trade bill: it lacks the receiver columns', async () => {
    const path = join(dir, 'trade.zip');
    await writeBillZip(TRADE_BILL_COLUMNS, [], '20261130_6666000100000001_order', createWriteStream(path));
    await expect(read(path)).rejects.toThrow('缺少列：div_huifu_id、div_amt');
  });
});
