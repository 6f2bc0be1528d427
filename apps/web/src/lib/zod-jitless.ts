/**
 * Imported first by the main entry, before any contract schema is built. The Content-Security-Policy
 * forbids eval; zod's object schemas decide at construction whether to compile a fast parser with
 * `new Function`, and the probe alone makes the browser report a violation. Jitless is the mode zod
 * falls back to under that policy anyway.
 */
import { config } from 'zod';

config({ jitless: true });
