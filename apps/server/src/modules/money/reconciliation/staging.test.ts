import { describe, expect, it } from 'vitest';
import { LOAD_BATCH, MATCH_RANGE, stageInBatches } from './staging';

async function* numbered(count: number, failAt?: number) {
  for (let i = 1; i <= count; i += 1) {
    if (i === failAt) throw new Error('账单读到一半坏了');
    yield { n: i };
  }
}

describe('stageInBatches', () => {
  it('inserts every line once in order and matches each range only after its lines are in', async () => {
    const log: string[] = [];
    let inserted = 0;
    const count = MATCH_RANGE * 2 + LOAD_BATCH + 7;
    const total = await stageInBatches(
      numbered(count),
      async (batch) => {
        expect(batch[0]!.lineNo).toBe(inserted + 1);
        inserted += batch.length;
        log.push(`insert ${batch.length}`);
      },
      async (from, to) => {
        expect(inserted).toBeGreaterThanOrEqual(to);
        log.push(`match ${from}-${to}`);
      },
    );

    expect(total).toBe(count);
    expect(inserted).toBe(count);
    expect(log.filter((entry) => entry.startsWith('match'))).toEqual([
      `match 1-${MATCH_RANGE}`,
      `match ${MATCH_RANGE + 1}-${MATCH_RANGE * 2}`,
      `match ${MATCH_RANGE * 2 + 1}-${count}`,
    ]);
  });

  it('answers a failed statement with its error and issues nothing after it', async () => {
    let calls = 0;
    const staging = stageInBatches(numbered(LOAD_BATCH * 3), async () => {
      calls += 1;
      if (calls === 1) throw new Error('写入失败');
    });

    await expect(staging).rejects.toThrow('写入失败');
    expect(calls).toBe(1);
  });

  it('waits for the statement in flight before a reader error reaches the caller', async () => {
    let finished = 0;
    const staging = stageInBatches(numbered(LOAD_BATCH * 2, LOAD_BATCH + 3), async () => {
      await new Promise((resolve) => setImmediate(resolve));
      finished += 1;
    });

    await expect(staging).rejects.toThrow('账单读到一半坏了');
    expect(finished).toBe(1);
  });

  it('matches nothing for an empty bill', async () => {
    const ranges: number[][] = [];
    const total = await stageInBatches(
      numbered(0),
      async () => {},
      async (from, to) => {
        ranges.push([from, to]);
      },
    );
    expect(total).toBe(0);
    expect(ranges).toEqual([]);
  });
});
