import { userEndpoints } from '@frog/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows, expectNoWrites } from '../../../../test/test-db';
import { pngBytes, uploadAvatar } from '../../../../test/uploads';
import { invalidParams } from '../../../../test/answers';

const t = useTestApp({ env: { UPLOAD_IMAGE_MAX_MB: '2' } });

describe('POST /api/user/avatar-upload', () => {
  it('stores a 256×256 WebP, records the upload and serves it', async () => {
    const cookie = await t.signIn(uniquePhone());
    const res = await uploadAvatar(t.app, cookie, await pngBytes());

    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const row = await t.db.selectFrom('uploads').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'avatar',
      mime: 'image/webp',
      path: res.body.data.url.replace('/uploads/', ''),
    });
  });

  it('judges the type by content, not by name', async () => {
    const cookie = await t.signIn(uniquePhone());
    const res = await expectNoWrites(t.db, () =>
      uploadAvatar(
        t.app,
        cookie,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        'file',
        'fake.png',
      ),
    );

    expect(res.body).toEqual(invalidParams('仅支持 JPG、PNG、WebP、GIF 图片'));
  });

  it('refuses an image over UPLOAD_IMAGE_MAX_MB', async () => {
    const cookie = await t.signIn(uniquePhone());
    const before = await countRows(t.db);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const res = await uploadAvatar(t.app, cookie, big);

    expect(res.body).toEqual({ code: 400, message: '图片不能超过2MB', data: null, reason: 'invalid_params' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 when the file field is missing', async () => {
    const cookie = await t.signIn(uniquePhone());
    const before = await countRows(t.db);
    const wrongField = await uploadAvatar(t.app, cookie, await pngBytes(), 'picture');
    expect(wrongField.body).toMatchObject({ code: 400, message: '请选择要上传的图片' });

    const notMultipart = await t.call(userEndpoints.avatarUpload, {}, { cookie });
    expect(notMultipart.body).toMatchObject({ code: 400, message: '请选择要上传的图片' });
    expect(await countRows(t.db)).toEqual(before);
  });
});
