import { describe, expect, it } from 'vitest';
import { messageKit } from '../../../../test/message-kit';
import { useTestApp } from '../../../../test/test-app';
import {
  NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY,
  NEW_CONVERSATIONS_PER_SENDER_PER_DAY,
} from './private-message.service';
import { SEND_PER_MINUTE } from './private-message.routes';

const t = useTestApp();
const { person, send, sendOk } = messageKit(t);

describe('private message rate limits', () => {
  it(`lets exactly ${SEND_PER_MINUTE} of racing sends a minute through, then says so in Chinese`, async () => {
    const a = await person();
    const b = await person();
    const results = await Promise.all(
      Array.from({ length: SEND_PER_MINUTE + 5 }, (_, i) => send(a.cookie, b.user.id, `第${i}条`)),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(SEND_PER_MINUTE);
    const refused = results.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r).toMatchObject({ code: 429, message: '私信发送太频繁，请稍后再试' });
    const stored = await t.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('senderId', '=', a.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(SEND_PER_MINUTE);
    // Another sender is not slowed down by it.
    await sendOk((await person()).cookie, b.user.id, '我不受影响');
  });

  it(`one recipient gets at most ${NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY} new conversations a day, even racing`, async () => {
    const star = await person({ isCreator: true });
    const fans = await Promise.all(
      Array.from({ length: NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY + 3 }, () => person()),
    );
    const results = await Promise.all(fans.map((fan) => send(fan.cookie, star.user.id, '你好呀')));
    expect(results.filter((r) => r.code === 200)).toHaveLength(NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY);
    for (const r of results.filter((x) => x.code !== 200))
      expect(r).toMatchObject({ code: 429, message: '对方今天收到的新私信太多了，请稍后再试' });
    const members = await t.db
      .selectFrom('conversationMembers')
      .select(['unreadCount'])
      .where('userId', '=', star.user.id)
      .execute();
    expect(members).toHaveLength(NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY);

    // Conversations already open are not new: their fans keep talking.
    const okFan = fans[results.findIndex((r) => r.code === 200)]!;
    await sendOk(okFan.cookie, star.user.id, '再说一句');
  });

  it(`one sender starts at most ${NEW_CONVERSATIONS_PER_SENDER_PER_DAY} new conversations a day`, async () => {
    const spammer = await person();
    const targets = await Promise.all(
      Array.from({ length: NEW_CONVERSATIONS_PER_SENDER_PER_DAY + 1 }, () => person()),
    );
    // The day's earlier conversations (more than the per-minute limit allows in one test).
    await t.db
      .insertInto('conversations')
      .values(targets.slice(1).map((target) => ({ starterId: spammer.user.id, recipientId: target.user.id })))
      .execute();

    expect(await send(spammer.cookie, targets[0]!.user.id, '加个好友')).toMatchObject({
      code: 429,
      message: '今天发起的新私信太多了，请明天再试',
    });
    // Yesterday's do not count.
    await t.db
      .updateTable('conversations')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where('starterId', '=', spammer.user.id)
      .execute();
    await sendOk(spammer.cookie, targets[0]!.user.id, '加个好友');
  });
});
