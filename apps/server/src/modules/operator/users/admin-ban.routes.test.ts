import {
  adminUserEndpoints,
  authEndpoints,
  commentEndpoints,
  followEndpoints,
  orderEndpoints,
  postEndpoints,
  profileEndpoints,
  searchEndpoints,
  userEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

const t = useTestApp();

describe('operator console: bans', () => {
  let opCookie: string;
  let creator: UserRow;

  beforeAll(async () => {
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '封禁运营' }));
    creator = await buildCreator(t.db, { nickname: '待封禁用户' });
  });

  it('ends the banned user’s session at once and refuses every sign-in, post, comment, follow and purchase', async () => {
    const banned = await buildUser(t.db, { nickname: '违规小蛙', password: 'frog12345' });
    const cookie = await t.signIn(banned.phone);
    expect((await t.call(userEndpoints.current, {}, { cookie })).body.code).toBe(200);
    const target = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });

    const res = await t.call(
      adminUserEndpoints.ban,
      { userId: String(banned.id), reason: '发布违规内容' },
      { cookie: opCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      ban: { reason: '发布违规内容' },
      abilities: { ban: false, unban: true },
    });

    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', banned.id).execute()).toEqual(
      [],
    );
    const refusedWrites = [
      await t.call(userEndpoints.current, {}, { cookie }),
      await t.call(
        commentEndpoints.postComment,
        { postId: String(target.id), content: '还能评论吗' },
        { cookie },
      ),
      await t.call(followEndpoints.follow, { userId: String(creator.id) }, { cookie }),
      await t.call(
        orderEndpoints.submit,
        { kind: 'tip', creatorId: String(creator.id), amount: '5', channel: 'alipay' },
        { cookie },
      ),
      await t.call(postEndpoints.saveDraft, { title: '新作品' }, { cookie }),
    ];
    for (const refused of refusedWrites) {
      expect(refused.body.code).toBe(401);
      expect(refused.body.message).toBe('请先登录');
    }
    const signIn = await t.call(authEndpoints.passwordLogin, { phone: banned.phone, password: 'frog12345' });
    expect(signIn.body.code).toBe(403);
    expect((signIn.body as { reason?: string }).reason).toBe('account_banned');
    expect(signIn.body.message).toContain('你的账号已被封禁，原因：发布违规内容');
    expect(signIn.headers['set-cookie']).toBeUndefined();
    await expect(t.signIn(banned.phone)).rejects.toThrow('账号已被封禁');
  });

  it('takes no new tip or order for a banned creator', async () => {
    const bannedCreator = await buildCreator(t.db, { nickname: '被封创作者' });
    await t.call(
      adminUserEndpoints.ban,
      { userId: String(bannedCreator.id), reason: '违规' },
      { cookie: opCookie },
    );
    const buyerCookie = await t.signIn((await buildUser(t.db)).phone);
    const tip = { kind: 'tip', creatorId: String(bannedCreator.id), amount: '5', channel: 'alipay' };
    for (const endpoint of [orderEndpoints.preCheck, orderEndpoints.submit]) {
      const res = await t.call(endpoint, tip, { cookie: buyerCookie });
      expect(res.body.code).toBe(404);
      expect(res.body.message).toBe('创作者不存在或已被封禁');
    }
    expect(
      await t.db.selectFrom('orders').select('id').where('creatorId', '=', bannedCreator.id).execute(),
    ).toEqual([]);
  });

  it('shows the public profile as banned, and an unban lets the user sign in again', async () => {
    const banned = await buildUser(t.db, { nickname: '主页被封', bio: '我的简介', password: 'frog12345' });
    await t.call(
      adminUserEndpoints.ban,
      { userId: String(banned.id), reason: '冒充他人' },
      { cookie: opCookie },
    );

    const profile = await t.call(profileEndpoints.profile, { slug: banned.slug });
    expect(profile.body.data).toMatchObject({ banned: true, bio: '', abilities: { follow: false } });

    const res = await t.call(
      adminUserEndpoints.unban,
      { userId: String(banned.id), reason: '申诉成立' },
      { cookie: opCookie },
    );
    expect(res.body.data.ban).toBeNull();
    expect((await t.call(profileEndpoints.profile, { slug: banned.slug })).body.data.banned).toBe(false);
    const signIn = await t.call(authEndpoints.passwordLogin, { phone: banned.phone, password: 'frog12345' });
    expect(signIn.body.code, signIn.body.message).toBe(200);
    const entries = await t.db
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('targetKind', '=', 'user')
      .where('targetId', '=', String(banned.id))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'user.ban', reason: '冒充他人' },
      { action: 'user.unban', reason: '申诉成立' },
    ]);
  });

  it('never bans an operator, and finds users by id, phone, address or nickname, operators only in the console', async () => {
    const other = await buildUser(t.db, { isOperator: true, nickname: '另一个运营蛙' });
    expect(
      (
        await t.call(
          adminUserEndpoints.ban,
          { userId: String(other.id), reason: '试试' },
          { cookie: opCookie },
        )
      ).body.code,
    ).toBe(409);

    const find = async (keyword: string) =>
      (await t.call(adminUserEndpoints.search, { keyword }, { cookie: opCookie })).body.data.list.map(
        (u) => u.id,
      );
    expect(await find(String(creator.id))).toContain(creator.id);
    expect(await find(creator.phone)).toEqual([creator.id]);
    expect(await find(creator.slug)).toContain(creator.id);
    expect(await find('待封禁')).toContain(creator.id);
    expect(await find('运营蛙')).toContain(other.id);
    const publicSearch = await t.call(searchEndpoints.user, { keyword: '运营蛙' });
    expect(JSON.stringify(publicSearch.body.data)).not.toContain('另一个运营蛙');
  });
});
