import { useEffect } from 'react';
import { VISIBILITY_RECHECK_DELAY_MS } from '../constants';
import type { StatusPoller } from '../lib/status-poller';

/**
 * Alipay hands the buyer to another app; when they come back to this tab, check the status once
 * after 500 ms unless polling is already running (SPEC 4).
 */
export function useVisibilityRecheck(enabled: boolean, poller: StatusPoller): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!poller.isRunning()) void poller.checkOnce();
      }, VISIBILITY_RECHECK_DELAY_MS);
    };
    document.addEventListener('visibilitychange', handleVisibilityChange);

    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
    };
  }, [enabled, poller]);
}
