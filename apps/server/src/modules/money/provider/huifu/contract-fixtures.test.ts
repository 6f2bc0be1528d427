import { describe, expect, it } from 'vitest';
import { valueAt } from './contract-fixtures';

describe('valueAt (the contract tier reads answers by the fixtures’ dotted paths)', () => {
  it('goes through objects, JSON strings and the first element of an array', () => {
    const answer = {
      task_details: [{ task_stat: 'S' }, { task_stat: 'F' }],
      file_details: JSON.stringify([{ download_url: 'https://x/1' }]),
      tx_metadata: JSON.stringify({ acct_split_bunch: { fee_amt: '0.01' } }),
      single: { task_stat: 'FP' },
    };
    expect(valueAt(answer, 'task_details.task_stat')).toBe('S');
    expect(valueAt(answer, 'task_details.1.task_stat')).toBe('F');
    expect(valueAt(answer, 'file_details.download_url')).toBe('https://x/1');
    expect(valueAt(answer, 'tx_metadata.acct_split_bunch.fee_amt')).toBe('0.01');
    expect(valueAt(answer, 'single.task_stat')).toBe('FP');
    expect(valueAt({ task_details: [] }, 'task_details.task_stat')).toBeUndefined();
    expect(valueAt(answer, 'missing.task_stat')).toBeUndefined();
  });
});
