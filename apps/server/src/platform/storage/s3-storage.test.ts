import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { userEndpoints } from '@frog/contracts';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, uniquePhone } from '../../../test/factories';
import { uploadPostFile } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { pngBytes, uploadAvatar } from '../../../test/uploads';
import { createS3Client, S3PrivateStorage, S3Storage } from './s3-storage';
import { invalidParams } from '../../../test/answers';
import { storedRow } from '../../../test/stored-row';

// The real driver against s3rver, a fake S3 server in Node, on a free loopback port.
let dir: string;
let server: S3rver;
let endpoint: string;
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'frog-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'frog' }, { name: 'frog-private' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const client = () =>
  createS3Client({
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('S3Storage (public images)', () => {
  it('puts an object, answers its URL under the public base, reads it back there and deletes it', async () => {
    const storage = new S3Storage(client(), 'frog', `${endpoint}/frog/`);
    await storage.put('avatars/a-1.webp', Buffer.from('image bytes'), 'image/webp');

    const url = storage.urlFor('avatars/a-1.webp');
    expect(url).toBe(`${endpoint}/frog/avatars/a-1.webp`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await served.text()).toBe('image bytes');

    await storage.delete('avatars/a-1.webp');
    expect((await fetch(url)).status).toBe(404);
  });

  it('knows only URLs under exactly its public base', () => {
    const storage = new S3Storage(client(), 'frog', 'https://img.example.com/frog');

    expect(storage.keyFromUrl('https://img.example.com/frog/posts/a.webp')).toBe('posts/a.webp');
    for (const url of [
      '/uploads/posts/a.webp',
      'https://evil.example/frog/posts/a.webp',
      'https://img.example.com.evil.example/frog/posts/a.webp',
      'https://img.example.com/frogs/posts/a.webp',
      'https://img.example.com/frog/../posts/a.webp',
      'https://img.example.com/frog/',
    ]) {
      expect(storage.keyFromUrl(url)).toBeUndefined();
    }
  });
});

describe('S3PrivateStorage (attachments and videos)', () => {
  it('puts a file, answers its size and whole or ranged reads, and deletes it', async () => {
    const storage = new S3PrivateStorage(client(), 'frog-private');
    const source = join(dir, 'upload.tmp');
    await writeFile(source, '0123456789');
    await storage.putFile('attachments/f-1.zip', source);

    expect(await storage.size('attachments/f-1.zip')).toBe(10);
    expect(await text(storage.read('attachments/f-1.zip'))).toBe('0123456789');
    expect(await text(storage.read('attachments/f-1.zip', { start: 2, end: 5 }))).toBe('2345');

    await storage.delete('attachments/f-1.zip');
    expect(await storage.size('attachments/f-1.zip')).toBeUndefined();
    await expect(text(storage.read('attachments/f-1.zip'))).rejects.toThrow();
  });
});

describe('the app on STORAGE_DRIVER=s3', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_BUCKET: 'frog',
        S3_PRIVATE_BUCKET: 'frog-private',
        S3_PUBLIC_URL: `${endpoint}/frog`,
        ...credentials,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores an uploaded avatar in the bucket and accepts only that URL on the profile', async () => {
    const cookie = await t.signIn(uniquePhone());
    const res = await uploadAvatar(t.app, cookie, await pngBytes());

    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${endpoint}/frog/avatars/[0-9a-f-]{36}\\.webp$`));
    const served = await fetch(res.body.data.url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const foreign = res.body.data.url.replace(endpoint, 'https://evil.example');
    const refused = await t.call(userEndpoints.updateProfile, { avatarUrl: foreign }, { cookie });
    expect(refused.body).toEqual(invalidParams('头像图片无效，请重新上传'));
    const saved = await t.call(userEndpoints.updateProfile, { avatarUrl: res.body.data.url }, { cookie });
    expect(saved.body.data.avatarUrl).toBe(res.body.data.url);
  });

  it('keeps an attachment in the private bucket and streams it only through the authorised route', async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const post = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });
    const res = await uploadPostFile(t.app, cookie, {
      postId: post.id,
      filename: '设定集.zip',
      body: 'PK-in-s3',
    });
    expect(res.body.code).toBe(200);
    const row = await storedRow(t.db, 'postAttachments', 'id', res.body.data!.id);

    // Not under the public base; in the private bucket.
    expect((await fetch(`${endpoint}/frog/${row.storageKey}`)).status).toBe(404);
    expect(await new S3PrivateStorage(client(), 'frog-private').size(row.storageKey)).toBe(8);
    const whole = await t.app.inject({ method: 'GET', url: res.body.data!.url, headers: { cookie } });
    expect(whole.body).toBe('PK-in-s3');
    const ranged = await t.app.inject({
      method: 'GET',
      url: res.body.data!.url,
      headers: { cookie, range: 'bytes=3-4' },
    });
    expect([ranged.statusCode, ranged.body]).toEqual([206, 'in']);
    const anonymous = await t.app.inject({ method: 'GET', url: res.body.data!.url });
    expect(anonymous.statusCode).toBe(404);
  });
});
