import { adminUserEndpoints, authEndpoints, profileEndpoints, Reason, userEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { clearEndedBans } from '../../identity';
import { formatChinaTime } from '../../../platform/lib/china-time';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A ban's end moved into the past, as if its days had gone by. */
const endBan = (userId: number) =>
  t.db
    .updateTable('users')
    .set({ bannedUntil: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', userId)
    .execute();

const signIn = (phone: string) => t.call(authEndpoints.passwordLogin, { phone, password: 'frog12345' });

describe('bans with an end: an operator’s N days, and account credit’s 30', () => {
  let opCookie: string;

  beforeAll(async () => {
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '限时封禁运营' }));
  });

  const ban = (userId: number, days: string | undefined, reason = '多次发布引流广告') =>
    t.call(
      adminUserEndpoints.ban,
      { userId: String(userId), reason, ...(days === undefined ? {} : { days }) },
      { cookie: opCookie },
    );

  it('a 7-day ban says until when at sign-in, keeps the phone out while it lasts, and lets it back in when it ends', async () => {
    const user = await buildUser(t.db, { nickname: '限时封禁蛙', password: 'frog12345' });
    const before = Date.now();
    const res = await ban(user.id, '7');
    expect(res.body.code, res.body.message).toBe(200);
    const until = new Date(res.body.data.ban?.until ?? 0).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(res.body.data.ban?.by?.nickname).toBe('限时封禁运营');

    const refused = await signIn(user.phone);
    expect(refused.body.code).toBe(403);
    expect((refused.body as { reason?: string }).reason).toBe(Reason.ACCOUNT_BANNED);
    expect(refused.body.message).toBe(
      `你的账号已被封禁，原因：多次发布引流广告，直至 ${formatChinaTime(new Date(until))}。如有疑问，请联系客服申诉。`,
    );
    // One phone is one account: signing up again with it meets the same ban.
    await expect(t.signIn(user.phone)).rejects.toThrow('账号已被封禁');

    await endBan(user.id);
    const back = await signIn(user.phone);
    expect(back.body.code, back.body.message).toBe(200);
    expect((await t.call(profileEndpoints.profile, { slug: user.slug })).body.data.banned).toBe(false);
    const found = (
      await t.call(adminUserEndpoints.search, { keyword: String(user.id) }, { cookie: opCookie })
    ).body.data.list[0];
    expect(found).toMatchObject({ ban: null, abilities: { ban: true, unban: false } });

    // The job then clears the ended ban's row, so caches keyed on user rows hear of it.
    expect(await clearEndedBans(t.db)).toContain(user.id);
    const row = await storedRow(t.db, 'users', 'id', user.id);
    expect(row).toMatchObject({ bannedAt: null, banReason: null, bannedUntil: null });
    expect(await clearEndedBans(t.db)).not.toContain(user.id);
  });

  it('a ban without days lasts until lifted; an unknown length is refused and changes nothing', async () => {
    const user = await buildUser(t.db, { nickname: '长期封禁蛙', password: 'frog12345' });
    const wrong = await ban(user.id, '5');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('请选择封禁时长');
    expect((await signIn(user.phone)).body.code).toBe(200);

    const res = await ban(user.id, undefined);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.ban?.until).toBeNull();
    expect((await signIn(user.phone)).body.message).toContain('直至平台解除封禁');
    expect(await clearEndedBans(t.db)).not.toContain(user.id);
    const entries = await t.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('targetKind', '=', 'user')
      .where('targetId', '=', String(user.id))
      .execute();
    expect(entries).toEqual([
      { action: 'user.ban', after: { banned: true, reason: '多次发布引流广告', until: null } },
    ]);
  });

  it('account credit bans for 30 days at 10 points: every session ends and signing in says why', async () => {
    const user = await buildUser(t.db, { nickname: '屡教不改蛙', password: 'frog12345' });
    const cookie = await t.signIn(user.phone);
    for (let n = 1; n <= 9; n += 1) {
      const warned = await t.call(
        adminUserEndpoints.warn,
        { userId: String(user.id), reason: `第 ${n} 次警告` },
        { cookie: opCookie },
      );
      expect(warned.body.code, warned.body.message).toBe(200);
    }
    expect((await t.call(userEndpoints.current, {}, { cookie })).body.code).toBe(200);

    const tenth = await t.call(
      adminUserEndpoints.warn,
      { userId: String(user.id), reason: '第 10 次警告' },
      { cookie: opCookie },
    );
    expect(tenth.body.data).toMatchObject({
      credit: { points: 10 },
      ban: { by: null, reason: '近 90 天违规记录过多（账号信用）' },
      abilities: { ban: false, unban: true, warn: false },
    });
    const until = new Date(tenth.body.data.ban?.until ?? 0).getTime();
    expect(Math.round((until - Date.now()) / DAY_MS)).toBe(30);
    expect((await t.call(userEndpoints.current, {}, { cookie })).body.code).toBe(401);
    expect((await signIn(user.phone)).body.message).toContain('原因：近 90 天违规记录过多（账号信用），直至');
  });
});
