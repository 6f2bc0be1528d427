import { act, cleanup, configure } from '@testing-library/react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterEach } from 'vitest';

/**
 * Resolves once React's scheduler has run every task queued before it: one that runs after Vitest
 * tore down the file's DOM throws "window is not defined" and fails the whole run. The scheduler
 * yields every 5 ms, so a single tick is not enough; an idle-priority task runs only when nothing
 * more urgent is waiting.
 */
function schedulerDrained(): Promise<void> {
  return new Promise((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));
}

// findBy… and waitFor give up after 1 s by default: on a loaded machine (CI beside a build) a form's
// validation message once took longer (withdraw-form.test.tsx). They wait for a condition, so a
// longer limit costs nothing when the page is quick.
configure({ asyncUtilTimeout: 30_000 });

afterEach(async () => {
  cleanup();
  // The deferred dialogs (features/order/lib/deferred-dialogs.ts) live in a React root of their
  // own, which cleanup() does not know: its messages close on a 3-second timer and rendered after
  // comment-section.test.tsx's DOM was gone (CI failed twice on it). Imported only where it was used.
  if (document.querySelector('.dialog-host')) {
    const { unmountDialogHost } = await import('@/features/order/components/dialog-host');
    act(() => unmountDialogHost());
  }
  localStorage.clear();
  await schedulerDrained();
});
