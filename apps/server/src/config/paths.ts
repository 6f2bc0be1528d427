import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so defaults work from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The server package folder (apps/server). */
export const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run build -w @frog/web` writes the web app. */
export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
