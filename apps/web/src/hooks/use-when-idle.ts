import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mounting (at most `timeoutMs` later), then true, as a
 * transition: what it gates (a page's secondary parts and the code they load) waits until what the
 * visitor came for has painted and the main thread is free, and renders in small slices.
 */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const mark = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(mark, { timeout: timeoutMs });

      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(mark, 200);

    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  return idle;
}
