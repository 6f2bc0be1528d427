/**
 * Runs `run` every `intervalMs` until the returned stop function is called. Rounds never overlap
 * within a process; jobs that must not overlap across processes claim their rows themselves.
 */
export function startPeriodicJob(
  run: () => Promise<unknown>,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();

  return () => clearInterval(timer);
}
