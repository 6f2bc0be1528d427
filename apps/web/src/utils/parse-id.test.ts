import { MAX_ID } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { parseRouteId } from './parse-id';

describe('parseRouteId', () => {
  it('takes the ids the server takes', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('gives null for what no post can be, so the page shows not found', () => {
    for (const raw of [
      undefined,
      '',
      'abc',
      '0',
      '1.5',
      '-1',
      String(MAX_ID + 1),
      '99999999999',
      '1234567890123',
    ]) {
      expect(parseRouteId(raw)).toBeNull();
    }
  });
});
