/**
 * `zod` for the web build (vite.config.ts aliases the bare specifier here, contracts included): zod,
 * switched to jitless before anything can import it. The Content-Security-Policy forbids eval; zod's
 * object schemas decide at construction whether to compile a fast parser with `new Function`, and the
 * probe alone makes the browser report a violation. Jitless is the mode zod falls back to under that
 * policy anyway. As an alias, the setting cannot come too late, whichever chunk builds a schema first.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
