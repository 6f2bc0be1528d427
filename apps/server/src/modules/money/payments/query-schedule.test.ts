import { describe, expect, it } from 'vitest';
import {
  POLL_QUERY_OFFSETS_SECONDS,
  POLL_QUERY_STEPS,
  RECONCILE_QUERY_EVERY_SECONDS,
  secondsToNextStep,
} from './query-schedule';

describe('the provider query schedule', () => {
  it('is due 5, 15, 30 and 60 s after the provider order, then every two minutes', () => {
    expect(POLL_QUERY_OFFSETS_SECONDS).toEqual([5, 15, 30, 60]);
    expect(POLL_QUERY_STEPS).toBe(4);
    const dueAt: number[] = [POLL_QUERY_OFFSETS_SECONDS[0]];
    for (let step = 0; step < 6; step++) dueAt.push(dueAt[step]! + secondsToNextStep(step));

    expect(dueAt).toEqual([5, 15, 30, 60, 180, 300, 420]);
    expect(secondsToNextStep(40)).toBe(RECONCILE_QUERY_EVERY_SECONDS);
  });

  it('refuses a step that cannot exist', () => {
    expect(() => secondsToNextStep(-1)).toThrow(RangeError);
    expect(() => secondsToNextStep(1.5)).toThrow(RangeError);
  });
});
