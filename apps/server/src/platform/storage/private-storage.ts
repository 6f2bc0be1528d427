import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

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

export class LocalPrivateStorage implements PrivateStorage {
  readonly driver = 'local';

  constructor(readonly root: string) {}

  private fileFor(key: string): string {
    const file = resolve(this.root, key);
    if (!file.startsWith(resolve(this.root) + sep)) throw new Error(`storage key escapes root: ${key}`);

    return file;
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(dirname(file), { recursive: true });
    await copyFile(sourcePath, file);
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

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }
}
