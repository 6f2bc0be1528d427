import {
  adminRefundRequestEndpoints,
  REFUND_REQUEST_IMAGES_MAX,
  refundRequestEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { buildCreator, buildUser } from '../../../../test/factories';
import { submitAndPay } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { getImage, pngBytes, uploadPrivateImage } from '../../../../test/uploads';
import type { PostRow } from '../../../platform/db/types';

// Pictures sent with a refund request are private: the buyer, the order's creator and operators
// see them; anyone else, and every other channel, gets nothing (the paywall canary included).
const t = useTestApp({ listen: true });
const UPLOAD = refundRequestEndpoints.imageUpload.path;

describe('refund request pictures', () => {
  let post: PostRow;
  let orderNo: string;
  const canary = newCanary();
  const cookies: Record<'buyer' | 'creator' | 'operator' | 'stranger' | 'otherCreator', string> = {
    buyer: '',
    creator: '',
    operator: '',
    stranger: '',
    otherCreator: '',
  };

  beforeAll(async () => {
    const creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    post = await buildCanaryPost(t.db, creator.id, canary, { title: '上锁的作品' });
    cookies.creator = await t.signIn(creator.phone);
    cookies.buyer = await t.signIn((await buildUser(t.db, { nickname: '小绿' })).phone);
    cookies.operator = await t.signIn((await buildUser(t.db, { isOperator: true })).phone);
    cookies.stranger = await t.signIn((await buildUser(t.db)).phone);
    cookies.otherCreator = await t.signIn((await buildCreator(t.db)).phone);
    ({ orderNo } = await submitAndPay(t, cookies.buyer, { kind: 'post', postId: String(post.id) }));
  });

  const upload = async (cookie = cookies.buyer) => {
    const res = await uploadPrivateImage(t.app, UPLOAD, cookie, await pngBytes());
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.image;
  };
  const ask = (images: string[]) =>
    t.call(
      refundRequestEndpoints.create,
      { orderNo, reason: 'content_missing', images },
      { cookie: cookies.buyer },
    );

  it('refuses pictures that are not the buyer’s own uploads, or too many, and asks nothing', async () => {
    const others = await upload(cookies.stranger);
    const mine = await upload();
    for (const [images, message] of [
      [[others], '图片无效，请重新上传图片'],
      [['/uploads/reports/x.webp'], '图片无效，请重新上传图片'],
      [Array(REFUND_REQUEST_IMAGES_MAX + 1).fill(mine), `最多上传${REFUND_REQUEST_IMAGES_MAX}张图片`],
    ] as const) {
      const res = await ask([...images]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const receipt = await t.call(refundRequestEndpoints.ofOrder, { orderNo }, { cookie: cookies.buyer });
    expect(receipt.body.data).toMatchObject({ request: null, canRequest: true });

    const notImage = await uploadPrivateImage(
      t.app,
      UPLOAD,
      cookies.buyer,
      Buffer.from('%PDF-1.4 not a picture'),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('仅支持 JPG、PNG、WebP、GIF 图片');
  });

  it('are seen by the buyer, the creator and operators only; no answer carries the locked body', async () => {
    const keys = [await upload(), await upload()];
    expect(keys.every((key) => !key.startsWith('/') && !key.startsWith('http'))).toBe(true);
    const asked = await ask(keys);
    expect(asked.body.code, asked.body.message).toBe(200);
    const { id, images } = asked.body.data;
    expect(images).toEqual([`/api/refund-request/image/${id}/0`, `/api/refund-request/image/${id}/1`]);

    for (const who of ['buyer', 'creator', 'operator'] as const) {
      const res = await getImage(t.app, images[1]!, cookies[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    for (const cookie of [cookies.stranger, cookies.otherCreator, undefined])
      expect((await getImage(t.app, images[0]!, cookie)).statusCode).toBe(404);
    for (const url of [
      `/api/refund-request/image/${id}/2`,
      '/api/refund-request/image/abc/0',
      `/uploads/${keys[0]}`,
    ])
      expect((await getImage(t.app, url, cookies.buyer)).statusCode, url).toBe(404);

    const answers = [
      await t.call(refundRequestEndpoints.ofOrder, { orderNo }, { cookie: cookies.buyer }),
      await t.call(refundRequestEndpoints.creatorList, {}, { cookie: cookies.creator }),
      await t.call(adminRefundRequestEndpoints.list, {}, { cookie: cookies.operator }),
    ];
    for (const answer of answers) {
      expect(answer.body.code, answer.body.message).toBe(200);
      expect(JSON.stringify(answer.body)).toContain(images[0]);
      expect(JSON.stringify(answer.body)).not.toContain(canary);
    }
    await expectCanaryStored(t.db, post.id, canary);
  });
});
