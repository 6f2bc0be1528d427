import { profileEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

const follow = (followerId: number, followeeId: number) =>
  t.db.insertInto('follows').values({ followerId, followeeId }).execute();

describe('POST /api/user/profile', () => {
  it('answers the public profile with follow counts, never the phone', async () => {
    const creator = await buildCreator(t.db, { nickname: '画画的蛙', bio: '每周更新' });
    const fans = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    for (const fan of fans) await follow(fan.id, creator.id);
    await follow(creator.id, fans[0]!.id);

    const res = await t.call(profileEndpoints.profile, { slug: creator.slug.toUpperCase() });

    expect(res.body).toEqual({
      code: 200,
      message: 'ok',
      data: {
        id: creator.id,
        nickname: '画画的蛙',
        avatarUrl: null,
        bio: '每周更新',
        slug: creator.slug,
        isCreator: true,
        followerCount: 2,
        followingCount: 1,
        isFollowing: false,
        isSelf: false,
        ipRegion: '未知',
        abilities: { follow: true, editProfile: false, report: true },
        banned: false,
        // Ledger mode (tests' default): the platform collects for every creator.
        takesPayments: true,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(creator.phone);
  });

  it('tells a follower they follow, and the owner that it is their own page', async () => {
    const creator = await buildCreator(t.db);
    const fan = await buildUser(t.db);
    await follow(fan.id, creator.id);

    const asFan = await t.call(
      profileEndpoints.profile,
      { slug: creator.slug },
      { cookie: await t.signIn(fan.phone) },
    );
    const asSelf = await t.call(
      profileEndpoints.profile,
      { slug: creator.slug },
      { cookie: await t.signIn(creator.phone) },
    );

    expect(asFan.body.data).toMatchObject({ isFollowing: true, isSelf: false, followerCount: 1 });
    expect(asSelf.body.data).toMatchObject({
      isFollowing: false,
      isSelf: true,
      abilities: { follow: false, editProfile: true, report: false },
    });
  });

  it('answers 404 for an unknown slug and 400 for a missing or too long one', async () => {
    expect((await t.call(profileEndpoints.profile, { slug: 'nobody-here-x' })).body).toMatchObject({
      code: 404,
      data: null,
    });
    expect((await t.call(profileEndpoints.profile, {})).body).toMatchObject({
      code: 400,
      message: '请填写个人主页地址',
    });
    expect((await t.call(profileEndpoints.profile, { slug: '  ' })).body.code).toBe(400);
    expect((await t.call(profileEndpoints.profile, { slug: 'a'.repeat(31) })).body).toMatchObject({
      code: 400,
      message: '个人主页地址格式不正确',
    });
  });
});
