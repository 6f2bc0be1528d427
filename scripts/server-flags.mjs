// Node flags of the server process on the embedded database (PGlite), chosen from measurements
// (docs/EMBEDDED-MEMORY.md, bench/embedded-memory.mjs): V8's optimising compiler on PGlite's
// WebAssembly made 800–1,250 MiB peaks and ~100 MiB at rest, and a 128 MiB young generation sat
// half empty; with these the server stays under 300 MiB (about 20 % more CPU per read). On
// PostgreSQL they would only cost CPU, so they are left out there.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

export const EMBEDDED_DATABASE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'];

/** Whether the server will open the embedded database: no DATABASE_URL in the environment or `envFile`. */
export function usesEmbeddedDatabase(envFile) {
  const fileEnv = envFile && existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};

  return !(process.env.DATABASE_URL || fileEnv.DATABASE_URL);
}
