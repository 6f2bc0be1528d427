/**
 * Where uploaded files live. Keys are relative paths like `avatars/<uuid>.webp`.
 * The local driver writes to UPLOAD_DIR (served at /uploads); an S3-compatible driver would
 * put objects in a bucket and answer their public URL.
 */
export interface Storage {
  readonly driver: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  urlFor(key: string): string;
  /** The key behind one of our URLs, or undefined when the URL is not ours. */
  keyFromUrl(url: string): string | undefined;
}
