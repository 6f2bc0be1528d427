import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // React's scheduler may still have a task queued (setImmediate) when a test ends: let it run while
  // the DOM exists, not after the file's environment is torn down, where it throws "window is not
  // defined" and Vitest fails the run (seen once in CI, from comment-section.test.tsx).
  await new Promise((resolve) => setImmediate(resolve));
});
