import { writeFile } from 'node:fs/promises';
import { LocalFolder } from './local-folder';
import type { Storage } from './storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keeps files in a local folder, served by the app at /uploads/. */
export class LocalStorage extends LocalFolder implements Storage {
  async put(key: string, body: Buffer): Promise<void> {
    await writeFile(await this.fileToWrite(key), body);
  }

  urlFor(key: string): string {
    return UPLOADS_URL_PREFIX + key;
  }

  keyFromUrl(url: string): string | undefined {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;

    return url.slice(UPLOADS_URL_PREFIX.length) || undefined;
  }
}
