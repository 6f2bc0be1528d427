const inFlight = new Map<string, Promise<unknown>>();

/**
 * Shares one in-flight call between callers with the same key. React's StrictMode runs effects
 * twice in development; the WeChat OAuth code is single-use, so the second run must not spend it again.
 */
export function dedupeInFlight<T>(key: string, call: () => Promise<T>): Promise<T> {
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T>;
  const promise = call().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);

  return promise;
}
