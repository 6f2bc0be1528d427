import { createReadStream } from 'node:fs';
import { copyFile, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { LocalFolder } from './local-folder';

/**
 * Files nobody may fetch by URL: attachments and videos of posts, pictures sent with a refund or
 * guardian's request. They are read only by the
 * authorised route after the paywall check. The local driver keeps them in a folder that is not
 * served (DATA_DIR/private-uploads, beside the public uploads, never inside them).
 */
export interface PrivateStorage {
  readonly driver: string;
  /** Copies a finished temp file in under `key`. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** Writes small bytes (a re-encoded picture) under `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  size(key: string): Promise<number | undefined>;
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
}

export class LocalPrivateStorage extends LocalFolder implements PrivateStorage {
  async putFile(key: string, sourcePath: string): Promise<void> {
    await copyFile(sourcePath, await this.fileToWrite(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    await writeFile(await this.fileToWrite(key), body);
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
