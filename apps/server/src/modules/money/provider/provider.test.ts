import { describe, expect, it } from 'vitest';
import { findFactMismatches, parseReqSeqId, reqSeqIdFor } from './provider';

describe('req_seq_id per attempt', () => {
  it('appends a two-digit attempt and splits back', () => {
    expect(reqSeqIdFor('P20260101abc', 1)).toBe('P20260101abc01');
    expect(reqSeqIdFor('P20260101abc', 12)).toBe('P20260101abc12');
    expect(parseReqSeqId('P20260101abc12')).toEqual({ paymentNo: 'P20260101abc', attempt: 12 });
  });

  it('rejects attempts outside 1..99 and foreign ids', () => {
    expect(() => reqSeqIdFor('P1', 0)).toThrow(RangeError);
    expect(() => reqSeqIdFor('P1', 100)).toThrow(RangeError);
    expect(parseReqSeqId('P100')).toBeUndefined();
    expect(parseReqSeqId('P-1-01')).toBeUndefined();
  });
});

describe('findFactMismatches', () => {
  it('flags amount and merchant differences', () => {
    expect(findFactMismatches({ amountFen: 990, huifuId: 'A' }, { amountFen: 990, huifuId: 'A' })).toEqual(
      [],
    );
    expect(findFactMismatches({ amountFen: 1, huifuId: 'A' }, { amountFen: 990, huifuId: 'A' })).toEqual([
      'amount',
    ]);
    expect(findFactMismatches({ amountFen: 990, huifuId: 'B' }, { amountFen: 990, huifuId: 'A' })).toEqual([
      'huifu_id',
    ]);
  });
});
