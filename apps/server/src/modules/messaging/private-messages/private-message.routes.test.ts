import { privateMessageEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { messageKit } from '../../../../test/message-kit';
import { isPostgresTier } from '../../../../test/provided';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { recordMessageForMembers } from './conversation.repository';
import { insertMessage } from './message.repository';

const t = useTestApp();
const { person, send, sendOk, conversations, messages, open } = messageKit(t);
const e = privateMessageEndpoints;

describe('private messages between two users', () => {
  it('delivers a message: the recipient sees the conversation unread, reads it, and the counts drop', async () => {
    const alice = await person();
    const bob = await person();

    const sent = await sendOk(alice.cookie, bob.user.id, '  你好，想问问下次更新的时间  ');
    expect(sent).toMatchObject({ mine: true, content: '你好，想问问下次更新的时间', imageUrl: null });
    await sendOk(alice.cookie, bob.user.id, '第二条');

    const bobList = await conversations(bob.cookie);
    expect(bobList.unread).toBe(2);
    expect(bobList.list).toHaveLength(1);
    expect(bobList.list[0]).toMatchObject({
      id: sent.conversationId,
      peer: { id: alice.user.id, nickname: alice.user.nickname, slug: alice.user.slug },
      unread: 2,
      lastMessage: { content: '第二条', mine: false },
    });
    expect(JSON.stringify(bobList)).not.toContain(alice.user.phone);
    // The sender has nothing unread in the same conversation.
    expect((await conversations(alice.cookie)).list[0]).toMatchObject({
      unread: 0,
      lastMessage: { mine: true },
    });

    const thread = await messages(bob.cookie, sent.conversationId);
    expect(thread.data.list.map((m) => m.content)).toEqual(['第二条', '你好，想问问下次更新的时间']);
    const read = await t.call(
      e.markRead,
      { conversationId: String(sent.conversationId) },
      { cookie: bob.cookie },
    );
    expect(read.body).toMatchObject({ code: 200, data: { unread: 0 } });
    expect((await conversations(bob.cookie)).list[0]!.unread).toBe(0);

    // Bob answers: the conversation is the same one, and Alice now has one unread.
    const answer = await sendOk(bob.cookie, alice.user.id, '下周五');
    expect(answer.conversationId).toBe(sent.conversationId);
    expect(await conversations(alice.cookie)).toMatchObject({ unread: 1, list: [{ unread: 1 }] });
  });

  it('counts unread per conversation and in total, newest conversation first', async () => {
    const me = await person();
    const a = await person();
    const b = await person();
    await sendOk(a.cookie, me.user.id, 'A1');
    await sendOk(b.cookie, me.user.id, 'B1');
    await sendOk(a.cookie, me.user.id, 'A2');
    await sendOk(a.cookie, me.user.id, 'A3');

    const list = await conversations(me.cookie);
    expect(list.unread).toBe(4);
    expect(list.list.map((c) => [c.peer.id, c.unread, c.lastMessage.content])).toEqual([
      [a.user.id, 3, 'A3'],
      [b.user.id, 1, 'B1'],
    ]);
    await t.call(e.markRead, { conversationId: String(list.list[1]!.id) }, { cookie: me.cookie });
    expect((await conversations(me.cookie)).unread).toBe(3);
  });

  it('pages both lists by cursor without gaps or repeats', async () => {
    const me = await person();
    const peers = [];
    for (let i = 0; i < 5; i++) {
      const peer = await person();
      peers.push(peer);
      await sendOk(peer.cookie, me.user.id, `来自${i}`);
    }
    const first = await conversations(me.cookie, { pageSize: '2' });
    const second = await conversations(me.cookie, { pageSize: '2', cursor: first.nextCursor! });
    const third = await conversations(me.cookie, { pageSize: '2', cursor: second.nextCursor! });
    expect([...first.list, ...second.list, ...third.list].map((c) => c.lastMessage.content)).toEqual([
      '来自4',
      '来自3',
      '来自2',
      '来自1',
      '来自0',
    ]);
    expect(third.nextCursor).toBeNull();

    const talker = peers[0]!;
    for (let i = 1; i <= 7; i++) await sendOk(talker.cookie, me.user.id, `第${i}条`);
    const conversationId = (await conversations(me.cookie)).list[0]!.id;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await messages(me.cookie, conversationId, {
        pageSize: '3',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.code).toBe(200);
      seen.push(...page.data.list.map((m) => m.content));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['第7条', '第6条', '第5条', '第4条', '第3条', '第2条', '第1条', '来自0']);
  });

  it('answers 404 for a conversation the viewer is not in, for its messages and for marking it read', async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const { conversationId } = await sendOk(a.cookie, b.user.id, '只给你看');

    const list = await messages(stranger.cookie, conversationId);
    expect(list).toMatchObject({ code: 404, message: '会话不存在', data: null });
    const read = await t.call(
      e.markRead,
      { conversationId: String(conversationId) },
      { cookie: stranger.cookie },
    );
    expect(read.body).toMatchObject({ code: 404 });
    expect(JSON.stringify(list)).not.toContain('只给你看');
    expect((await messages(a.cookie, 2_147_483_647)).code).toBe(404);
  });

  it('refuses sending to yourself, to an unknown user and to a banned user in Chinese, writing nothing', async () => {
    const me = await person();
    const banned = await person();
    await t.db.updateTable('users').set({ bannedAt: new Date() }).where('id', '=', banned.user.id).execute();
    const before = await countRows(t.db);

    expect(await send(me.cookie, me.user.id, '自言自语')).toMatchObject({
      code: 400,
      message: '不能给自己发私信',
    });
    expect(await send(me.cookie, 2_000_000_000, '你好')).toMatchObject({
      code: 404,
      message: '用户不存在或已被封禁',
    });
    expect(await send(me.cookie, banned.user.id, '你好')).toMatchObject({
      code: 404,
      message: '用户不存在或已被封禁',
    });
    expect(await open(me.cookie, banned.user.id)).toMatchObject({ code: 404 });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('sanitises text exactly like comments: trimmed, plain, no NUL, bounded; empty refused', async () => {
    const a = await person();
    const b = await person();
    const before = await countRows(t.db);

    expect(await send(a.cookie, b.user.id, '   ')).toMatchObject({
      code: 400,
      message: '请输入私信内容或选择图片',
    });
    expect(await send(a.cookie, b.user.id, 'a\u0000b')).toMatchObject({
      code: 400,
      message: '私信内容包含无效字符',
    });
    expect(await send(a.cookie, b.user.id, '字'.repeat(1001))).toMatchObject({
      code: 400,
      message: '私信内容不能超过1000个字',
    });
    expect(await countRows(t.db)).toEqual(before);

    // Markup is kept as the text it is (the page shows it as text, never as HTML).
    const html = await sendOk(a.cookie, b.user.id, ' <img src=x onerror=alert(1)><script>x</script> ');
    expect(html.content).toBe('<img src=x onerror=alert(1)><script>x</script>');
  });

  it('refuses every call without a session with 401', async () => {
    const b = await person();
    const res = await t.call(e.send, { toUserId: String(b.user.id), content: '你好' });
    expect(res.body).toMatchObject({ code: 401 });
    expect((await t.call(e.conversationList, {})).body.code).toBe(401);
  });

  // PostgreSQL only (PGlite's one connection never overlaps transactions): the message with the
  // lower id commits last, and both lists must still show the newer one.
  it.runIf(isPostgresTier())(
    'keeps the newest message on top when two sends commit out of order',
    async () => {
      const a = await person();
      const b = await person();
      const { conversationId } = await sendOk(a.cookie, b.user.id, '你好');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted!: () => void;
      const slowInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const slow = t.db.transaction().execute(async (trx) => {
        const row = await insertMessage(trx, {
          conversationId,
          senderId: a.user.id,
          content: '慢',
          imageUrl: null,
        });
        inserted();
        await gate;
        await recordMessageForMembers(trx, row, b.user.id);
      });
      await slowInserted;
      const fast = await t.db.transaction().execute(async (trx) => {
        const row = await insertMessage(trx, {
          conversationId,
          senderId: b.user.id,
          content: '快',
          imageUrl: null,
        });
        await recordMessageForMembers(trx, row, a.user.id);

        return row;
      });
      release();
      await slow;

      for (const viewer of [a, b])
        expect((await conversations(viewer.cookie)).list[0]?.lastMessage.id).toBe(fast.id);
    },
  );
});
