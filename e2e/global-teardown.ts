import { rm } from 'node:fs/promises';

/** Removes this run's embedded database (about 40 MB) once the web server has stopped. */
export default async function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
