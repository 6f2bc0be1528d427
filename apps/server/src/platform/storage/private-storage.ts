import { createReadStream } from 'node:fs';
import { copyFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { LocalFolder } from './local-folder';

/**
 * Files nobody may fetch by URL: attachments and videos of posts. They are read only by the
 * authorised route after the paywall check. The local driver keeps them in a folder that is not
 * served (DATA_DIR/private-uploads, beside the public uploads, never inside them).
 */
export interface PrivateStorage {
  readonly driver: string;
  /** Copies a finished temp file in under `key`. */
  putFile(key: string, sourcePath: string): Promise<void>;
  size(key: string): Promise<number | undefined>;
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
}

export class LocalPrivateStorage extends LocalFolder implements PrivateStorage {
  async putFile(key: string, sourcePath: string): Promise<void> {
    await copyFile(sourcePath, await this.fileToWrite(key));
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.fileFor(key))).size;
    } catch {
      return undefined;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.fileFor(key), range);
  }
}
