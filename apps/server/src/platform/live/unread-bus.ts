/** Receives the user ids of one unread signal (from this process or, through Redis, any other). */
export type UnreadListener = (userIds: number[]) => void;

/**
 * The fan-out behind `signalUnread`: every process publishes the users who have something new and
 * hears every other process's signals, so each can push fresh counts to the streams it holds.
 */
export type UnreadBus = {
  publish(userIds: number[]): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: UnreadListener): () => void;
  /** Resolves once signals from other processes are being received (at once in-process). */
  ready: Promise<void>;
  close(): Promise<void>;
};

/** A published message: user ids, nothing else (counts are re-read by whoever holds a stream). */
export function parseUserIds(message: string): number[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);

  return ids.length > 0 ? ids : undefined;
}
