import { privateMessageEndpoints, Reason } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../../../test/factories';
import { messageKit } from '../../../../test/message-kit';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
const { person, send, sendOk, open } = messageKit(t);
const e = privateMessageEndpoints;

/** A creator whose dm_policy is set through the API, as the settings page does. */
async function creatorWith(dmPolicy: 'everyone' | 'followers' | 'supporters') {
  const creator = await person({ isCreator: true });
  const res = await t.call(e.updateDmSetting, { dmPolicy }, { cookie: creator.cookie });
  expect(res.body).toMatchObject({ code: 200, data: { dmPolicy } });

  return creator;
}

const follow = (followerId: number, followeeId: number) =>
  t.db.insertInto('follows').values({ followerId, followeeId }).execute();

describe('who may write to whom', () => {
  it('everyone: any signed-in user may write', async () => {
    const creator = await creatorWith('everyone');
    const fan = await person();
    expect(await open(fan.cookie, creator.user.id)).toMatchObject({
      code: 200,
      data: { canSend: true, refusal: null, refusalMessage: null, conversationId: null },
    });
    await sendOk(fan.cookie, creator.user.id, '你好');
  });

  it('an account without a nickname is told to set one before it is offered the box, and sending is refused', async () => {
    const creator = await creatorWith('everyone');
    const nameless = await person({ nickname: '' });
    expect(await open(nameless.cookie, creator.user.id)).toMatchObject({
      code: 200,
      data: {
        canSend: false,
        refusal: 'nickname_required',
        refusalMessage: '请先设置昵称，再发表评论或私信',
      },
    });
    expect(await send(nameless.cookie, creator.user.id, '你好')).toMatchObject({
      code: 403,
      reason: Reason.NICKNAME_REQUIRED,
      message: '请先设置昵称，再发表评论或私信',
    });
    expect(
      await t.db.selectFrom('messages').select('id').where('senderId', '=', nameless.user.id).execute(),
    ).toEqual([]);
  });

  it('followers only: a stranger is refused with the reason, a follower gets through', async () => {
    const creator = await creatorWith('followers');
    const stranger = await person();
    const res = await send(stranger.cookie, creator.user.id, '你好');
    expect(res).toMatchObject({
      code: 403,
      reason: Reason.DM_NOT_ALLOWED,
      message: '对方只接收关注者的私信，关注后即可发私信',
    });
    expect(await open(stranger.cookie, creator.user.id)).toMatchObject({
      data: { canSend: false, refusal: 'followers_only' },
    });

    await follow(stranger.user.id, creator.user.id);
    await sendOk(stranger.cookie, creator.user.id, '关注了，你好');
  });

  it('supporters only: a follower is refused; a paid order or an active plan lets them in; a refund takes it back', async () => {
    const creator = await creatorWith('supporters');
    const follower = await person();
    await follow(follower.user.id, creator.user.id);
    expect(await send(follower.cookie, creator.user.id, '你好')).toMatchObject({
      code: 403,
      message: '对方只接收支持者的私信，支持后即可发私信',
    });

    /** The supporter total the triggers keep for this buyer of the creator: `netFen` paid in all. */
    const paidInAll = (buyerId: number, netFen: number) =>
      t.db
        .insertInto('supporterTotals')
        .values({ creatorId: creator.user.id, period: 'all', buyerId, netFen, firstPaidAt: new Date() })
        .execute();
    // A paid tip (the supporter totals the triggers keep) makes a supporter.
    const tipper = await person();
    await paidInAll(tipper.user.id, 500);
    await sendOk(tipper.cookie, creator.user.id, '打赏过了');
    // Fully refunded: nothing left paid, no longer a supporter.
    const refunded = await person();
    await paidInAll(refunded.user.id, 0);
    expect((await send(refunded.cookie, creator.user.id, '你好')).code).toBe(403);

    // An active plan makes a supporter; an expired one does not.
    const plan = await buildPlan(t.db, creator.user.id);
    const member = await person();
    const lapsed = await person();
    const day = 86_400_000;
    await t.db
      .insertInto('planSubscriptions')
      .values([
        {
          userId: member.user.id,
          planId: plan.id,
          startsAt: new Date(Date.now() - day),
          endsAt: new Date(Date.now() + day),
        },
        {
          userId: lapsed.user.id,
          planId: plan.id,
          startsAt: new Date(Date.now() - 40 * day),
          endsAt: new Date(Date.now() - 10 * day),
        },
      ])
      .execute();
    await sendOk(member.cookie, creator.user.id, '套餐成员');
    expect((await send(lapsed.cookie, creator.user.id, '你好')).code).toBe(403);
  });

  it('a creator who wrote first can always be answered, whatever their setting', async () => {
    const creator = await creatorWith('supporters');
    const stranger = await person();
    await sendOk(creator.cookie, stranger.user.id, '欢迎来看我的作品');
    await sendOk(stranger.cookie, creator.user.id, '谢谢！');
  });

  it('blocked: the blocked user cannot write, the blocker must unblock to write, and the block list shows it', async () => {
    const me = await person();
    const pest = await person();
    await sendOk(pest.cookie, me.user.id, '在吗');

    const block = await t.call(e.block, { userId: String(pest.user.id) }, { cookie: me.cookie });
    expect(block.body).toMatchObject({ code: 200 });
    await t.call(e.block, { userId: String(pest.user.id) }, { cookie: me.cookie }); // twice: one row
    expect(await send(pest.cookie, me.user.id, '在吗在吗')).toMatchObject({
      code: 403,
      reason: Reason.DM_NOT_ALLOWED,
      message: '由于对方的隐私设置，你无法给 TA 发私信',
    });
    expect(await send(me.cookie, pest.user.id, '别发了')).toMatchObject({
      code: 403,
      message: '你已屏蔽对方，解除屏蔽后才能发私信',
    });
    expect(await open(me.cookie, pest.user.id)).toMatchObject({
      data: { blockedByMe: true, canSend: false, refusal: 'blocked_by_me' },
    });
    const list = await t.call(e.blockList, {}, { cookie: me.cookie });
    expect(list.body.data.list.map((u) => u.id)).toEqual([pest.user.id]);

    await t.call(e.unblock, { userId: String(pest.user.id) }, { cookie: me.cookie });
    expect((await t.call(e.blockList, {}, { cookie: me.cookie })).body.data.list).toEqual([]);
    await sendOk(pest.cookie, me.user.id, '好的');
  });

  it('pages the block list through blocks made microseconds apart within one millisecond', async () => {
    const me = await person();
    const blocked = [await person(), await person(), await person()];
    for (const { user } of blocked) await t.call(e.block, { userId: String(user.id) }, { cookie: me.cookie });
    // The cursor carries milliseconds only: blocks within one millisecond must still page one by one.
    await sql`update user_blocks
      set created_at = '2026-11-20 08:00:00+00'::timestamptz + make_interval(secs => (blocked_id % 900 + 1) / 1e6)
      where blocker_id = ${me.user.id}`.execute(t.db);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const params: Record<string, string> = { pageSize: '1', ...(cursor ? { cursor } : {}) };
      const res = await t.call(e.blockList, params, { cookie: me.cookie });
      expect(res.body.code, res.body.message).toBe(200);
      seen.push(...res.body.data.list.map((u) => u.id));
      cursor = res.body.data.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen.sort((a, b) => a - b)).toEqual(blocked.map((b) => b.user.id).sort((a, b) => a - b));
  });

  it('refuses blocking yourself or an unknown user', async () => {
    const me = await person();
    expect((await t.call(e.block, { userId: String(me.user.id) }, { cookie: me.cookie })).body).toMatchObject(
      {
        code: 400,
        message: '不能屏蔽自己',
      },
    );
    expect((await t.call(e.block, { userId: '2000000000' }, { cookie: me.cookie })).body.code).toBe(404);
  });

  it('only creators change the setting; anyone reads their own; a bad value is refused in Chinese', async () => {
    const user = await person();
    expect(
      (await t.call(e.updateDmSetting, { dmPolicy: 'followers' }, { cookie: user.cookie })).body.code,
    ).toBe(403);
    expect((await t.call(e.dmSetting, {}, { cookie: user.cookie })).body.data).toEqual({
      dmPolicy: 'everyone',
    });
    const creator = await person({ isCreator: true });
    expect(
      (await t.call(e.updateDmSetting, { dmPolicy: 'all' }, { cookie: creator.cookie })).body,
    ).toMatchObject({
      code: 400,
      message: '私信权限只能是所有人、关注我的人或支持者',
    });
  });
});
