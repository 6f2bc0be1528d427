import { EventEmitter } from 'node:events';
import type { UnreadBus } from './unread-bus';

/** One process, no Redis: signals go straight to this process's streams. */
export function createMemoryBus(): UnreadBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;

  return {
    publish(userIds) {
      if (!closed) emitter.emit('unread', userIds);
    },
    subscribe(listener) {
      emitter.on('unread', listener);
      return () => emitter.off('unread', listener);
    },
    ready: Promise.resolve(),
    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}
