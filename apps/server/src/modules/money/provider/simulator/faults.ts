/** Per-call fault injection for the simulated gateway (PROTOCOLS.md 5, "Fault injection"). */
import type { FaultSpec, GatewayRoute } from './types';

export interface FaultQueue {
  inject(spec: FaultSpec): void;
  /** Consumes the first fault matching `route`, if any. */
  take(route: GatewayRoute): FaultSpec | undefined;
  clear(): void;
}

/** Creates an empty fault queue. */
export function createFaultQueue(): FaultQueue {
  const queue: Array<FaultSpec & { remaining: number }> = [];

  return {
    inject(spec) {
      queue.push({ ...spec, remaining: spec.times ?? 1 });
    },
    take(route) {
      const index = queue.findIndex((fault) => fault.route === route || fault.route === '*');
      if (index < 0) return undefined;
      const fault = queue[index]!;
      fault.remaining -= 1;
      if (fault.remaining <= 0) queue.splice(index, 1);

      return fault;
    },
    clear() {
      queue.length = 0;
    },
  };
}
