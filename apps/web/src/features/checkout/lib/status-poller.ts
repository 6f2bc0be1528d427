import { POLL_INTERVAL_MS } from '../constants';
import { interpretPaymentStatus } from './payment-status';

export type StatusPollerHandlers = {
  onPaid: () => void;
  onAbnormal: () => void;
  /** A failed call (code other than 200, network): `message` is the server's text, if any. */
  onError: (message: string | undefined) => void;
};

export type StatusPoller = {
  /** Starts (or restarts) polling; the first query runs after `delayMs`. */
  start: (delayMs?: number) => void;
  stop: () => void;
  isRunning: () => boolean;
  /** One query with the same stop rules, used by the visibility re-check. */
  checkOnce: () => Promise<void>;
};

/**
 * SPEC 4's polling: status 1 keeps going, 2 stops and succeeds, anything else stops as abnormal,
 * a failed call stops and reports the error. The next query is scheduled 1000 ms after the previous
 * answer arrives rather than on a fixed interval, so a slow phone network never stacks up requests.
 */
export function createStatusPoller(
  fetchStatus: () => Promise<{ status: number }>,
  handlers: StatusPollerHandlers,
): StatusPoller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let generation = 0;

  const stop = () => {
    running = false;
    generation += 1;
    clearTimeout(timer);
  };

  const query = async (isCurrent: () => boolean): Promise<void> => {
    let status: number;
    try {
      ({ status } = await fetchStatus());
    } catch (error) {
      if (!isCurrent()) return;
      stop();
      handlers.onError(error instanceof Error && error.message ? error.message : undefined);
      return;
    }
    if (!isCurrent()) return;
    const outcome = interpretPaymentStatus(status);
    if (outcome === 'pending') {
      if (running) timer = setTimeout(tick, POLL_INTERVAL_MS);
      return;
    }
    stop();
    if (outcome === 'paid') handlers.onPaid();
    else handlers.onAbnormal();
  };

  function tick() {
    const mine = generation;
    void query(() => running && mine === generation);
  }

  return {
    start(delayMs = 0) {
      stop();
      running = true;
      timer = setTimeout(tick, delayMs);
    },
    stop,
    isRunning: () => running,
    checkOnce() {
      const mine = generation;

      return query(() => mine === generation);
    },
  };
}
