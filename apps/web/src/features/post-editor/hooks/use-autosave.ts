import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string };

/**
 * Saves `value` `delayMs` after the last change while `enabled`. Saves run one at a time (the
 * first one creates the draft, so two must never race); `flush` saves now and waits.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<void>,
  options: { enabled: boolean; delayMs?: number },
) {
  const { enabled, delayMs = 1500 } = options;
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const latest = useRef(value);
  const saveRef = useRef(save);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const dirty = useRef(false);
  const first = useRef(true);
  latest.current = value;
  saveRef.current = save;

  const run = useCallback((): Promise<void> => {
    queue.current = queue.current.then(async () => {
      if (!dirty.current) return;
      dirty.current = false;
      setState({ kind: 'saving' });
      try {
        await saveRef.current(latest.current);
        setState({ kind: 'saved', at: new Date() });
      } catch (error) {
        dirty.current = true;
        setState({ kind: 'error', message: errorMessage(error, '自动保存失败') });
      }
    });

    return queue.current;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `value` is what schedules a save
  useEffect(() => {
    // The first render is the loaded draft itself: nothing to save.
    if (first.current) {
      first.current = false;
      return;
    }
    dirty.current = true;
    if (!enabled) return;
    const timer = window.setTimeout(() => void run(), delayMs);

    return () => window.clearTimeout(timer);
  }, [value, enabled, delayMs, run]);

  /** Saves pending changes now (even when autosave is off) and waits for every save in flight. */
  const flush = useCallback(async () => {
    await run();
    await queue.current;
  }, [run]);

  /** Saves now even without changes (e.g. to get a draft id before the first upload). */
  const saveNow = useCallback(async () => {
    dirty.current = true;
    await run();
    await queue.current;
  }, [run]);

  /** Forget pending changes (they were saved another way, e.g. by publishing). */
  const markClean = useCallback(() => {
    dirty.current = false;
  }, []);

  return { state, flush, saveNow, markClean };
}
