import { rm } from 'node:fs/promises';

/**
 * Removes this run's embedded database (about 40 MB), unless the caller keeps it to check it
 * afterwards (`npm test` runs `ledger:check` on it once the server has stopped, then removes it).
 */
export default async function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && !process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
}
