import { describe, expect, it } from 'vitest';
import { buildCreator } from '../../../../test/factories';
import { messageKit, uploadMessageImage } from '../../../../test/message-kit';
import { uploadPostImage } from '../../../../test/posts';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { pngBytes } from '../../../../test/uploads';

const t = useTestApp();
const { person, send, messages } = messageKit(t);

describe('images in private messages', () => {
  it('uploads an image (re-encoded WebP under /uploads/messages/) and sends it with or without text', async () => {
    const a = await person();
    const b = await person();
    const up = await uploadMessageImage(t.app, a.cookie, await pngBytes(2400, 1200));
    expect(up.body).toMatchObject({ code: 200 });
    const url = up.body.data!.url;
    expect(url).toMatch(/^\/uploads\/messages\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const imageOnly = await send(a.cookie, b.user.id, '', { imageUrl: url });
    expect(imageOnly).toMatchObject({ code: 200, data: { content: '', imageUrl: url } });
    const second = await uploadMessageImage(t.app, a.cookie, await pngBytes(64, 64));
    const both = await send(a.cookie, b.user.id, '看这张', { imageUrl: second.body.data!.url });
    expect(both).toMatchObject({ code: 200, data: { content: '看这张', imageUrl: second.body.data!.url } });
    const thread = await messages(b.cookie, both.data.conversationId);
    expect(thread.data.list.map((m) => m.imageUrl)).toEqual([second.body.data!.url, url]);
  });

  it('sends only images the sender uploaded for messages: not another user’s, not a post image, not any URL', async () => {
    const a = await person();
    const b = await person();
    const other = await person();
    const theirs = (await uploadMessageImage(t.app, other.cookie, await pngBytes(32, 32))).body.data!.url;
    const creator = await buildCreator(t.db);
    const creatorCookie = await t.signIn(creator.phone);
    const postImage = (await uploadPostImage(t.app, creatorCookie, await pngBytes(32, 32))).body.data!.url;
    const before = await countRows(t.db);

    for (const imageUrl of [
      theirs,
      '/uploads/messages/00000000-0000-0000-0000-000000000000.webp',
      'https://evil.example/a.png',
    ]) {
      expect(await send(a.cookie, b.user.id, '看图', { imageUrl })).toMatchObject({
        code: 400,
        message: '图片地址无效，请重新上传图片',
      });
    }
    // The creator's own post image is not a message image either.
    expect(await send(creatorCookie, b.user.id, '看图', { imageUrl: postImage })).toMatchObject({
      code: 400,
    });
    expect(await send(a.cookie, b.user.id, '看图', { imageUrl: 'javascript:alert(1)' })).toMatchObject({
      code: 400,
      message: '图片地址格式不正确',
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses files that are not images, and images over the size limit, in Chinese', async () => {
    const a = await person();
    const text = await uploadMessageImage(
      t.app,
      a.cookie,
      Buffer.from('<svg onload=alert(1)></svg>'),
      'image/svg+xml',
    );
    expect(text.body).toMatchObject({ code: 400, message: '仅支持 JPG、PNG、WebP、GIF 图片' });
    const huge = Buffer.alloc(Math.ceil(t.env.UPLOAD_IMAGE_MAX_MB * 1024 * 1024) + 10, 1);
    const big = await uploadMessageImage(t.app, a.cookie, huge);
    expect(big.body).toMatchObject({ code: 400, message: `图片不能超过${t.env.UPLOAD_IMAGE_MAX_MB}MB` });
    expect((await uploadMessageImage(t.app, undefined, await pngBytes(8, 8))).body.code).toBe(401);
  });
});
