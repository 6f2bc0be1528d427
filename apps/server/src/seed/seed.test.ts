import { authEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { countRows } from '../../test/test-db';
import { ALL_DEMO_USERS, DEMO_CREATOR, DEMO_OPERATOR, DEMO_SUPPORTER } from './demo-users';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { demoIdNumber } from './demo-applications';
import { getIdentityKeyRing, openCreatorIdNumber } from '../modules/identity';

const t = useTestApp();

describe('seedDemoData', () => {
  it('fills an empty database once; running it again changes nothing', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);

    const first = await seedDemoData(t.db);
    const afterFirst = await countRows(t.db);
    const second = await seedDemoData(t.db);

    expect(first).toEqual({ usersCreated: ALL_DEMO_USERS.length, plansCreated: 2, postsCreated: 3 });
    expect(second).toEqual({ usersCreated: 0, plansCreated: 0, postsCreated: 0 });
    expect(await countRows(t.db)).toEqual(afterFirst);
    expect(afterFirst.users).toBe(6);
    expect(afterFirst).toMatchObject({ supportPlans: 2, posts: 3, postPlans: 2 });
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('creates the demo accounts the README names, able to sign in', async () => {
    for (const demo of [DEMO_OPERATOR, DEMO_CREATOR, DEMO_SUPPORTER]) {
      const res = await t.call(authEndpoints.passwordLogin, { phone: demo.phone, password: demo.password });
      expect(res.body.data.user).toMatchObject({
        nickname: demo.nickname,
        slug: demo.slug,
        isCreator: demo.isCreator,
        isOperator: demo.isOperator,
      });
    }
    expect(DEMO_OPERATOR).toMatchObject({
      phone: '13800000000',
      password: 'Admin1234',
      nickname: '运营小蛙',
    });
    expect(DEMO_CREATOR).toMatchObject({ phone: '13800000001', password: 'Demo1234', slug: 'frog-draws' });
    expect(DEMO_SUPPORTER).toMatchObject({ phone: '13800000002', password: 'Demo1234', slug: 'xiaolv' });
  });

  it('gives each demo creator one approved application in their real name (payout accounts need it)', async () => {
    await seedDemoData(t.db);
    const rows = await t.db
      .selectFrom('creatorApplications')
      .innerJoin('users', 'users.id', 'creatorApplications.userId')
      .select(['users.slug', 'creatorApplications.realName', 'creatorApplications.status'])
      .orderBy('users.id')
      .execute();

    expect(rows).toEqual(
      ALL_DEMO_USERS.filter((u) => u.isCreator).map((u) => ({
        slug: u.slug,
        realName: u.realName,
        status: 'approved',
      })),
    );
  });

  it('seeds four creators with distinct nicknames, slugs and bios', () => {
    const creators = ALL_DEMO_USERS.filter((u) => u.isCreator);

    expect(creators).toHaveLength(4);
    for (const key of ['nickname', 'slug', 'bio'] as const) {
      expect(new Set(creators.map((c) => c[key])).size).toBe(4);
    }
  });

  it("seals each demo creator's ID number, and seals one an older seed left without it", async () => {
    await seedDemoData(t.db);
    const creator = await t.db
      .selectFrom('creatorApplications')
      .selectAll()
      .orderBy('userId')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('creatorApplications')
      .set({ idNumberSealed: null, idNumberKeyId: null })
      .where('id', '=', creator.id)
      .execute();
    await seedDemoData(t.db);

    const ring = await getIdentityKeyRing(t.db, {});
    const rows = await t.db.selectFrom('creatorApplications').selectAll().orderBy('userId').execute();
    expect(rows.map((r) => openCreatorIdNumber(ring, r))).toEqual(rows.map((_, i) => demoIdNumber(i + 1)));
  });
});
