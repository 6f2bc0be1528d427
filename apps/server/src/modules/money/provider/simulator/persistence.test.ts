import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handleRefund, handleRefundQuery } from './gateway-after-sale';
import { handleCreate, handleQuery } from './gateway-orders';
import { generateSimulatorKeys } from './keys';
import { createSimulator } from './simulator';

const dir = mkdtempSync(join(tmpdir(), 'frog-sim-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const keys = generateSimulatorKeys();
const start = (stateFile: string) =>
  createSimulator({ publicUrl: 'http://127.0.0.1:1', keys, stateFile, notifyRetryDelaysMs: [] });

describe('the simulator keeps its trades across a restart (stateFile)', () => {
  it('an order paid and partly refunded before a restart is still queried, and refunded again, after it', async () => {
    const stateFile = join(dir, 'state.json');
    const before = start(stateFile);
    const huifuId = before.merchant.huifuId;
    const created = handleCreate(before, 'v4', {
      huifu_id: huifuId,
      req_seq_id: 'PERSIST00000000001',
      trade_type: 'A_NATIVE',
      trans_amt: '9.90',
      goods_desc: '解锁作品',
    });
    before.settle({ reqSeqId: 'PERSIST00000000001' }, { notify: false });
    const refund = {
      huifu_id: huifuId,
      req_date: created.req_date!,
      org_req_date: created.req_date!,
      org_req_seq_id: 'PERSIST00000000001',
    };
    handleRefund(before, { ...refund, req_seq_id: 'REFUND000000000001', ord_amt: '1.00' });
    before.flush();

    const after = start(stateFile);
    const query = handleQuery(after, 'v4', {
      huifu_id: huifuId,
      req_seq_id: 'PERSIST00000000001',
      req_date: created.req_date!,
    });
    expect(query).toMatchObject({ trans_stat: 'S', hf_seq_id: created.hf_seq_id });
    expect(
      handleRefundQuery(after, {
        huifu_id: huifuId,
        org_req_date: created.req_date!,
        org_req_seq_id: 'REFUND000000000001',
      }),
    ).toMatchObject({ trans_stat: 'S' });
    // What is left to refund came back too: 9.90 − 1.00, no more.
    expect(() =>
      handleRefund(after, { ...refund, req_seq_id: 'REFUND000000000002', ord_amt: '9.00' }),
    ).toThrow(/退款金额/);
    expect(
      handleRefund(after, { ...refund, req_seq_id: 'REFUND000000000003', ord_amt: '8.90' }),
    ).toMatchObject({
      resp_code: '00000100',
    });
  });

  it('starts empty from a missing or broken file', () => {
    expect(start(join(dir, 'missing.json')).store.orders.size).toBe(0);
    writeFileSync(join(dir, 'cut-short.json'), '{"orders":[{"huifuId":"66');
    expect(start(join(dir, 'cut-short.json')).store.orders.size).toBe(0);
    writeFileSync(join(dir, 'not-a-state.json'), '{}');
    expect(start(join(dir, 'not-a-state.json')).store.orders.size).toBe(0);
  });

  it('a state file it cannot write is logged, not thrown from its timer', () => {
    writeFileSync(join(dir, 'a-file'), '');
    const warnings: string[] = [];
    const simulator = createSimulator({
      publicUrl: 'http://127.0.0.1:1',
      keys,
      stateFile: join(dir, 'a-file', 'state.json'), // under a file: mkdir fails
      notifyRetryDelaysMs: [],
      logger: { info: () => {}, warn: (_obj, msg) => warnings.push(msg ?? '') },
    });
    handleCreate(simulator, 'v4', {
      huifu_id: simulator.merchant.huifuId,
      req_seq_id: 'PERSIST00000000009',
      trade_type: 'A_NATIVE',
      trans_amt: '1.00',
      goods_desc: '打赏',
    });

    expect(() => simulator.flush()).not.toThrow();
    expect(warnings).toEqual(['payment simulator: could not save its state']);
  });
});
