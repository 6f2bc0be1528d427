/**
 * The simulator's controllable clock: real time plus an offset that tests move forward, so order
 * expiry, the 1-minute close rule and OAuth code expiry can be exercised without waiting.
 */

export interface SimulatorClock {
  now(): Date;
  /** Moves time forward (never backwards). */
  advance(ms: number): void;
}

/** A clock that follows real time, shifted by however much tests have advanced it. */
export function createSimulatorClock(): SimulatorClock {
  let offsetMs = 0;

  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('clock can only move forward');
      offsetMs += ms;
    },
  };
}
