import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown, e.g. before an SMS code may be sent again. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);

    return () => window.clearTimeout(timer);
  }, [seconds]);

  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.round(from))), []);

  return { seconds, isRunning: seconds > 0, start };
}
