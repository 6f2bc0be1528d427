import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postEndpoints } from '@frog/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { mp4Bytes, uploadPostFile, uploadPostImage } from '../../../../test/posts';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';
import { pngBytes } from '../../../../test/uploads';
import type { PostRow, UserRow } from '../../../platform/db/types';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp({ env: { UPLOAD_ATTACHMENT_MAX_MB: '0.05', UPLOAD_VIDEO_MAX_MB: '0.05' } });

describe('/api/post/* uploads', () => {
  let creator: UserRow;
  let cookie: string;
  let otherCookie: string;
  let post: PostRow;

  beforeAll(async () => {
    creator = await buildCreator(t.db);
    cookie = await t.signIn(creator.phone);
    otherCookie = await t.signIn((await buildCreator(t.db)).phone);
    post = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });
  });

  it('stores a body image as public WebP with a 480 px thumbnail', async () => {
    const res = await uploadPostImage(t.app, cookie, await pngBytes(1200, 800));

    expect(res.body.code).toBe(200);
    const { url, thumbnailUrl } = res.body.data!;
    expect(url).toMatch(/^\/uploads\/posts\/[\w-]+\.webp$/);
    const thumb = await sharp(join(t.env.UPLOAD_DIR, thumbnailUrl.replace('/uploads/', ''))).metadata();
    expect([thumb.format, thumb.width]).toEqual(['webp', 480]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // It is the creator's own upload now, so it can be a cover.
    const saved = await t.call(
      postEndpoints.saveDraft,
      { id: String(post.id), title: '封面', coverUrl: url },
      { cookie },
    );
    expect(saved.body.data.coverUrl).toBe(url);
  });

  it('decides image type by content, not by name', async () => {
    const res = await expectNoWrites(t.db, () =>
      uploadPostImage(t.app, cookie, Buffer.from('<svg onload=alert(1)></svg>')),
    );

    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain('仅支持');
  });

  it('keeps an attachment privately with its original name; only the route serves it', async () => {
    const res = await uploadPostFile(t.app, cookie, {
      postId: post.id,
      filename: '设定集.zip',
      body: 'PK-not-really',
    });

    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '设定集.zip',
      url: `/api/post/attachment/${res.body.data?.id}`,
    });
    const row = await storedRow(t.db, 'postAttachments', 'id', res.body.data!.id);
    expect(existsSync(join(t.env.UPLOAD_DIR, row.storageKey))).toBe(false);
    expect(existsSync(join(t.env.DATA_DIR, 'private-uploads', row.storageKey))).toBe(true);
    expect(row).toMatchObject({ kind: 'file', size: 13, mime: 'application/octet-stream' });

    const file = await t.app.inject({ method: 'GET', url: res.body.data!.url, headers: { cookie } });
    expect(file.body).toBe('PK-not-really');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('设定集.zip')}`,
    );
    // The post is a draft: nobody else can reach the file.
    const stranger = await t.app.inject({
      method: 'GET',
      url: res.body.data!.url,
      headers: { cookie: otherCookie },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('PK-not-really');
  });

  it('accepts videos by content only', async () => {
    const fake = await uploadPostFile(t.app, cookie, {
      postId: post.id,
      filename: 'a.mp4',
      body: 'not a video',
      video: true,
    });
    expect(fake.body.code).toBe(400);
    expect(fake.body.message).toBe('仅支持 MP4、WebM、MOV 视频');

    const real = await uploadPostFile(t.app, cookie, {
      postId: post.id,
      filename: 'clip.bin',
      body: mp4Bytes(),
      video: true,
    });
    expect(real.body.code).toBe(200);
    const row = await storedRow(t.db, 'postAttachments', 'id', real.body.data!.id);
    expect([row.kind, row.mime]).toEqual(['video', 'video/mp4']);
  });

  it('enforces the size limit from the environment (400, nothing written)', async () => {
    const res = await expectNoWrites(t.db, () =>
      uploadPostFile(t.app, cookie, {
        postId: post.id,
        filename: 'big.bin',
        body: Buffer.alloc(60_000, 7),
      }),
    );

    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe('文件不能超过0.05MB');
  });

  it('refuses a missing post id, another creator’s post, non-creators and anonymous uploads', async () => {
    const readerCookie = await t.signIn((await buildUser(t.db)).phone);
    const missing = await expectNoWrites(t.db, () =>
      uploadPostFile(t.app, cookie, { filename: 'a.txt', body: 'x' }),
    );
    const foreign = await uploadPostFile(t.app, otherCookie, {
      postId: post.id,
      filename: 'a.txt',
      body: 'x',
    });
    const reader = await uploadPostFile(t.app, readerCookie, {
      postId: post.id,
      filename: 'a.txt',
      body: 'x',
    });
    const anonymous = await uploadPostFile(t.app, undefined, {
      postId: post.id,
      filename: 'a.txt',
      body: 'x',
    });
    const anonymousImage = await uploadPostImage(t.app, undefined, await pngBytes());

    expect([missing, foreign, reader, anonymous, anonymousImage].map((r) => r.body.code)).toEqual([
      400, 404, 403, 401, 401,
    ]);
    expect(missing.body.message).toBe('请填写作品ID');
  });

  it('removes an own attachment (and its file); another creator gets not found', async () => {
    const up = await uploadPostFile(t.app, cookie, { postId: post.id, filename: 'old.txt', body: 'old' });
    const id = String(up.body.data!.id);

    expect((await t.call(postEndpoints.removeAttachment, { id }, { cookie: otherCookie })).body.code).toBe(
      404,
    );
    expect((await t.call(postEndpoints.removeAttachment, { id: 'x' }, { cookie })).body.code).toBe(400);
    expect((await t.call(postEndpoints.removeAttachment, { id }, { cookie })).body.code).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/post/attachment/${id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const draft = await t.call(postEndpoints.getDraft, { id: String(post.id) }, { cookie });
    expect(draft.body.data?.attachments.map((a) => a.name)).not.toContain('old.txt');
  });
});
