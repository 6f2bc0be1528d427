import { createHmac } from 'node:crypto';
import { adminEndpoints, creatorEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, type buildUser, buildSignedInUser } from '../../../../test/factories';
import { application, ID_A, ID_B } from '../../../../test/creator-kit';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';
import { hashIdNumber } from './creator-application.service';
import { storedRow } from '../../../../test/stored-row';
import { getIdentityKeyRing, openCreatorIdNumber } from './creator-id-number';

const t = useTestApp();

const signedIn = (overrides: Parameters<typeof buildUser>[1] = {}) => buildSignedInUser(t, overrides);

describe('every creator and admin call', () => {
  it.each(Object.values(creatorEndpoints))('answers 401 to $path when not signed in', async (endpoint) => {
    const res = await t.call(endpoint, { ...application(), id: '1', action: 'approve' });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it.each(Object.values(adminEndpoints))('answers 404 to $path when not signed in', async (endpoint) => {
    const res = await t.call(endpoint, { id: '1', action: 'approve' });

    expect(res.status).toBe(404);
  });
});

describe('POST /api/creator/apply', () => {
  it('files a pending application and never stores or answers the clear ID number', async () => {
    const { user, cookie } = await signedIn();
    const res = await t.call(creatorEndpoints.apply, application(), { cookie });

    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      realName: '张小蛙',
      idNumberMasked: '1101**********4477',
      status: 'pending',
      rejectReason: null,
      // The label an older form sent is stored as its key.
      category: 'illustration',
    });
    expect(JSON.stringify(res.body)).not.toContain(ID_A);
    const row = await storedRow(t.db, 'creatorApplications', 'userId', user.id);
    expect(JSON.stringify(row)).not.toContain(ID_A);
    expect(row.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
    // Sealed for the quarterly tax report, under the identity key named by its id; only its own row opens it.
    const ring = await getIdentityKeyRing(t.db, {});
    expect(row.idNumberKeyId).toBe(ring.current.id);
    expect(openCreatorIdNumber(ring, row)).toBe(ID_A);
    expect(() => openCreatorIdNumber(ring, { ...row, userId: row.userId + 1 })).toThrow();
    const dump = await sql<{
      t: string;
    }>`select string_agg(ca::text, '|') as t from creator_applications ca`.execute(t.db);
    expect(dump.rows[0]?.t).not.toContain(ID_A);

    const mine = await t.call(creatorEndpoints.myApplication, {}, { cookie });
    expect(mine.body.data).toMatchObject({
      isCreator: false,
      application: { status: 'pending', idNumberMasked: '1101**********4477' },
      abilities: { apply: false },
    });
    expect(JSON.stringify(mine.body)).not.toContain(ID_A);
  });

  it('allows one pending application per user (409, nothing written)', async () => {
    const { cookie } = await signedIn();
    await t.call(creatorEndpoints.apply, application(ID_B), { cookie });
    const again = await expectNoWrites(t.db, () =>
      t.call(creatorEndpoints.apply, application(ID_B), { cookie }),
    );

    expect(again.body).toEqual({
      code: 409,
      message: '你的申请正在审核中，请耐心等待',
      data: null,
      reason: 'application_pending',
    });
  });

  it('refuses an ID number already on another user’s application', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const id = '440301198512120016';
    expect((await t.call(creatorEndpoints.apply, application(id), { cookie: first.cookie })).body.code).toBe(
      200,
    );
    const res = await t.call(creatorEndpoints.apply, application(id), { cookie: second.cookie });

    expect(res.body).toEqual({
      code: 409,
      message: '该身份证号已被其他账号用于申请',
      data: null,
      reason: 'id_number_taken',
    });
  });

  it('refuses a creator', async () => {
    const creator = await buildCreator(t.db);
    const res = await t.call(creatorEndpoints.apply, application(), {
      cookie: await t.signIn(creator.phone),
    });

    expect(res.body.code).toBe(409);
  });

  it.each([
    [{ realName: '' }, '请填写真实姓名'],
    [{ realName: '张' }, '真实姓名须为2-20个字'],
    [{ realName: '张'.repeat(21) }, '真实姓名须为2-20个字'],
    [{ realName: '<b>张三</b>' }, '真实姓名只能包含中文、英文字母和间隔号'],
    [{ idNumber: '' }, '请填写身份证号'],
    [{ idNumber: '110101199003074478' }, '身份证号不正确，请填写18位居民身份证号'],
    [{ idNumber: '11010119900307447' }, '身份证号不正确，请填写18位居民身份证号'],
    [{ contact: '' }, '联系方式须为5-50个字（手机号、邮箱或微信号）'],
    [{ introduction: '介'.repeat(501) }, '创作介绍不能超过500个字'],
    [{ category: '美食' }, '创作类别须为插画、漫画、音乐、游戏、写作、视频、手工、其他之一'],
  ])('refuses %j with 400 naming the field, writing nothing', async (change, message) => {
    const { cookie } = await signedIn();
    const res = await expectNoWrites(t.db, () =>
      t.call(creatorEndpoints.apply, { ...application(), ...change }, { cookie }),
    );

    expect(res.body).toEqual({ code: 400, message, data: null, reason: 'invalid_params' });
    expect(JSON.stringify(res.body)).not.toContain(ID_A);
  });
});

describe('ID number hash', () => {
  it('is keyed: the configured key when set, else one random key kept in the database', async () => {
    const key = 'k'.repeat(32);
    expect(await hashIdNumber(t.db, ID_A, key)).toBe(createHmac('sha256', key).update(ID_A).digest('hex'));
    const stored = await hashIdNumber(t.db, ID_A);
    expect(stored).toBe(await hashIdNumber(t.db, ID_A));
    expect(stored).not.toBe(await hashIdNumber(t.db, ID_A, key));
    const secrets = await t.db
      .selectFrom('appSecrets')
      .select('value')
      .where('name', '=', 'id_number_hmac')
      .execute();
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.value).toMatch(/^[0-9a-f]{64}$/);
  });
});
