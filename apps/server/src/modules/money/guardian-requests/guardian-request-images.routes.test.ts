import {
  adminGuardianRequestEndpoints,
  GUARDIAN_REQUEST_IMAGES_MAX,
  guardianRequestEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { getImage, pngBytes, uploadPrivateImage } from '../../../../test/uploads';
import type { UserRow } from '../../../platform/db/types';

// Pictures of a guardian's proof (户口本, 出生证明, an ID card) are seen by the guardian and
// operators, by nobody else: not the minor's account, not another user.
const t = useTestApp();
const UPLOAD = guardianRequestEndpoints.imageUpload.path;

describe('guardian request pictures', () => {
  let minor: UserRow;
  let guardianCookie: string;
  let minorCookie: string;
  let strangerCookie: string;
  let opCookie: string;

  beforeAll(async () => {
    minor = await buildUser(t.db, { nickname: '小蝌蚪' });
    minorCookie = await t.signIn(minor.phone);
    guardianCookie = await t.signIn((await buildUser(t.db, { nickname: '蛙妈妈' })).phone);
    strangerCookie = await t.signIn((await buildUser(t.db)).phone);
    opCookie = await t.signIn((await buildUser(t.db, { isOperator: true })).phone);
  });

  const upload = async (cookie = guardianCookie) => {
    const res = await uploadPrivateImage(t.app, UPLOAD, cookie, await pngBytes());
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.image;
  };
  const submit = (images: string[]) =>
    t.call(
      guardianRequestEndpoints.create,
      {
        minorPhone: minor.phone,
        relation: 'father',
        guardianName: '林爸爸',
        contact: '13900002222',
        proof: '户口本首页与孩子页的照片',
        images,
      },
      { cookie: guardianCookie },
    );
  const requestsOfMinor = () =>
    t.db.selectFrom('guardianRequests').select('id').where('minorId', '=', minor.id).execute();

  it('refuses another user’s uploads or too many pictures, and files nothing', async () => {
    const others = await upload(strangerCookie);
    const mine = await upload();
    for (const [images, message] of [
      [[others], '图片无效，请重新上传图片'],
      [Array(GUARDIAN_REQUEST_IMAGES_MAX + 1).fill(mine), `最多上传${GUARDIAN_REQUEST_IMAGES_MAX}张图片`],
    ] as const) {
      const res = await submit([...images]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await requestsOfMinor()).toEqual([]);
  });

  it('are seen by the guardian and operators only, never the minor’s account', async () => {
    const res = await submit([await upload(), await upload(), await upload()]);
    expect(res.body.code, res.body.message).toBe(200);
    const { id, images } = res.body.data;
    expect(images).toHaveLength(3);
    expect(images[2]).toBe(`/api/guardian-request/image/${id}/2`);

    for (const cookie of [guardianCookie, opCookie]) {
      const image = await getImage(t.app, images[2]!, cookie);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    for (const cookie of [minorCookie, strangerCookie, undefined])
      expect((await getImage(t.app, images[0]!, cookie)).statusCode).toBe(404);
    expect((await getImage(t.app, `/api/guardian-request/image/${id}/3`, guardianCookie)).statusCode).toBe(
      404,
    );

    const queue = await t.call(adminGuardianRequestEndpoints.list, {}, { cookie: opCookie });
    expect(queue.body.data.list.find((r) => r.id === id)?.images).toEqual(images);
  });
});
