import { cleanup } from '@testing-library/react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterEach } from 'vitest';

/**
 * Resolves once React's scheduler has run every task queued before it. Renders that happen while
 * Testing Library waits (findBy…, waitFor) leave tasks there, such as the passive-effect flush,
 * which reads `window.event`; if one runs after Vitest tore down the file's DOM it throws "window
 * is not defined" and fails the whole run (seen twice in CI, from comment-section.test.tsx). A
 * single setImmediate tick was not enough: the scheduler yields every 5 ms and queues its next
 * slice behind it. An idle-priority task runs only when nothing more urgent is waiting.
 */
function schedulerDrained(): Promise<void> {
  return new Promise((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await schedulerDrained();
});
