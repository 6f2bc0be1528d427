import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PrivateStorage } from './private-storage';
import type { Storage } from './storage';

export type S3Options = {
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** Keys we generate: folders and a file name of word characters and dashes, no `..`. */
const SAFE_KEY = /^[\w-]+(\/[\w-]+)*\.[\w]+$/;

/** One client for both buckets; the SDK keeps its own connection pool. */
export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default streams uploads as aws-chunked with checksum trailers, which many
    // S3-compatible services (and s3rver) store verbatim; send checksums only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Public images in an S3-compatible bucket. Browsers load them from `publicUrl/<key>` (the
 * bucket's public endpoint or a CDN in front of it), so only that base counts as "our URL".
 */
export class S3Storage implements Storage {
  readonly driver = 's3';
  private readonly base: string;

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    publicUrl: string,
  ) {
    this.base = `${publicUrl.replace(/\/+$/, '')}/`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Keys are random UUIDs, never overwritten: let the CDN keep them.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  urlFor(key: string): string {
    return this.base + key;
  }

  keyFromUrl(url: string): string | undefined {
    if (!url.startsWith(this.base)) return undefined;
    const key = url.slice(this.base.length);

    return SAFE_KEY.test(key) ? key : undefined;
  }
}

/**
 * Attachments and videos in a second bucket that is never public-read (env refuses the public
 * bucket here). Objects are written `private` and only streamed by the authorised route.
 */
export class S3PrivateStorage implements PrivateStorage {
  readonly driver = 's3';

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async putFile(key: string, sourcePath: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ACL: 'private',
      }),
    );
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ACL: 'private',
      }),
    );
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));

      return head.ContentLength;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    // The route needs a stream at once; the object arrives asynchronously, so pipe it through.
    const out = new PassThrough();
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    });
    this.client.send(command).then(
      (object) => {
        const body = object.Body;
        if (!(body instanceof Readable)) {
          out.destroy(new Error(`S3 object ${key} has no readable body`));
          return;
        }
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      },
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );

    return out;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
