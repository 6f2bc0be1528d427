import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it('swaps with the neighbour', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the ends alone and never mutates', () => {
    const ids = [1, 2, 3];
    expect(moveItem(ids, 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem(ids, 2, 1)).toEqual([1, 2, 3]);
    expect(ids).toEqual([1, 2, 3]);
  });
});
