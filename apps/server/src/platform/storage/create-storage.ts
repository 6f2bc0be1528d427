import { join } from 'node:path';
import type { Env } from '../config/env';
import { LocalStorage } from './local-storage';
import { LocalPrivateStorage, type PrivateStorage } from './private-storage';
import type { Storage } from './storage';

export type Storages = { storage: Storage; privateStorage: PrivateStorage };

/**
 * Picks the storage driver from env: local folders by default (UPLOAD_DIR, served at /uploads,
 * and DATA_DIR/private-uploads, never served), or two S3-compatible buckets when STORAGE_DRIVER=s3.
 * The S3 driver (and with it the AWS SDK, ~30 MiB and up to a second to load) is imported only
 * then, so the embedded default never pays for it.
 */
export async function createStorages(env: Env): Promise<Storages> {
  if (env.STORAGE_DRIVER === 's3') {
    const { S3_BUCKET, S3_PRIVATE_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env;
    // loadEnv already named any of these that is missing.
    if (!S3_BUCKET || !S3_PRIVATE_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_PUBLIC_URL) {
      throw new Error('STORAGE_DRIVER=s3 needs the S3_* keys');
    }
    const { createS3Client, S3PrivateStorage, S3Storage } = await import('./s3-storage');
    const client = createS3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });

    return {
      storage: new S3Storage(client, S3_BUCKET, S3_PUBLIC_URL),
      privateStorage: new S3PrivateStorage(client, S3_PRIVATE_BUCKET),
    };
  }

  return {
    storage: new LocalStorage(env.UPLOAD_DIR),
    privateStorage: new LocalPrivateStorage(join(env.DATA_DIR, 'private-uploads')),
  };
}
