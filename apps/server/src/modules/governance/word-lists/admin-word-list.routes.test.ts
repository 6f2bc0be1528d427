import { adminWordListEndpoints, type AdminWordList, commentEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

describe('operator console: word lists', () => {
  let opCookie: string;
  let writerCookie: string;
  let postId: string;

  beforeAll(async () => {
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '词表运营' }));
    writerCookie = await t.signIn((await buildUser(t.db, { nickname: '写评论的' })).phone);
    postId = String((await buildPost(t.db, (await buildCreator(t.db)).id, { visibility: 'free' })).id);
  });

  const listOf = async (category: string): Promise<AdminWordList> => {
    const lists = (await t.call(adminWordListEndpoints.lists, {}, { cookie: opCookie })).body.data;
    return lists.find((list: AdminWordList) => list.category === category)!;
  };
  const auditOf = (listId: number) =>
    t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetKind', '=', 'word_list')
      .where('targetId', '=', String(listId))
      .orderBy('id')
      .execute();
  const comment = (content: string) =>
    t.call(commentEndpoints.postComment, { postId, content }, { cookie: writerCookie });

  it('is the not-found of an unknown path to anyone but an operator', async () => {
    expect((await t.call(adminWordListEndpoints.lists, {}, { cookie: writerCookie })).status).toBe(404);
    expect((await t.call(adminWordListEndpoints.lists, {})).status).toBe(404);
  });

  it('lists the starter lists, one per category, with their words counted', async () => {
    const lists: AdminWordList[] = (await t.call(adminWordListEndpoints.lists, {}, { cookie: opCookie })).body
      .data;
    expect(lists.map((list) => [list.category, list.action])).toEqual([
      ['political', 'block'],
      ['sexual', 'block'],
      ['gambling_fraud', 'block'],
      ['advertising', 'review'],
      ['abuse', 'mask'],
      ['custom', 'review'],
    ]);
    expect((await listOf('abuse')).wordCount).toBe(5);
  });

  it('adds words, acted on by the next text at once, with one audit entry naming them', async () => {
    const abuse = await listOf('abuse');
    const added = await t.call(
      adminWordListEndpoints.addWords,
      { listId: String(abuse.id), words: '臭青蛙\n 丑八怪 ，臭青蛙', reason: '用户投诉' },
      { cookie: opCookie },
    );
    expect(added.body.code, added.body.message).toBe(200);
    expect(added.body.data.wordCount).toBe(abuse.wordCount + 2);
    expect((await comment('你这只臭青蛙')).body.data.content).toBe('你这只***');

    const entries = await auditOf(abuse.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'word_list.add_words',
      reason: '用户投诉',
      after: { count: 2, words: ['臭青蛙', '丑八怪'] },
    });

    const again = await t.call(
      adminWordListEndpoints.addWords,
      { listId: String(abuse.id), words: '臭青蛙', reason: '重复添加' },
      { cookie: opCookie },
    );
    expect(again.status).toBe(409);
    expect(await auditOf(abuse.id)).toHaveLength(1);
  });

  it('a stricter action, a disabled list and a removed word reach the filter at once', async () => {
    const custom = await listOf('custom');
    const id = String(custom.id);
    await t.call(
      adminWordListEndpoints.addWords,
      { listId: id, words: '代练上分', reason: '新词' },
      { cookie: opCookie },
    );
    const changed = await t.call(
      adminWordListEndpoints.update,
      { listId: id, action: 'block', reason: '从严' },
      { cookie: opCookie },
    );
    expect(changed.body.data.action).toBe('block');
    const refused = await comment('专业代练上分');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('评论含有平台不允许的内容，不能发布，请修改（见平台公约）');

    await t.call(
      adminWordListEndpoints.update,
      { listId: id, enabled: 'false', reason: '暂停' },
      { cookie: opCookie },
    );
    expect((await comment('专业代练上分')).body.code).toBe(200);
    await t.call(
      adminWordListEndpoints.update,
      { listId: id, enabled: 'true', reason: '恢复' },
      { cookie: opCookie },
    );
    await t.call(
      adminWordListEndpoints.removeWords,
      { listId: id, words: '代练上分', reason: '误伤' },
      { cookie: opCookie },
    );
    expect((await comment('专业代练上分')).body.code).toBe(200);

    const entries = await auditOf(custom.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'word_list.add_words',
      'word_list.update',
      'word_list.update',
      'word_list.update',
      'word_list.remove_words',
    ]);
    expect(entries[1]).toMatchObject({
      before: { action: 'review', enabled: true },
      after: { action: 'block' },
    });
  });

  it('creates a list, audited under its new id; bad input is a Chinese 400 that changes nothing', async () => {
    const created = await t.call(
      adminWordListEndpoints.create,
      { name: '游戏外挂', category: 'custom', action: 'review', reason: '新业务' },
      { cookie: opCookie },
    );
    expect(created.body.data, created.body.message).toMatchObject({
      name: '游戏外挂',
      wordCount: 0,
      enabled: true,
    });
    expect(await auditOf(created.body.data.id)).toHaveLength(1);

    const before = await t.db.selectFrom('wordLists').select('id').execute();
    for (const [params, message] of [
      [{ name: '坏的', category: 'weather', action: 'block', reason: '试' }, '词表类别不正确'],
      [{ name: '坏的', category: 'custom', action: 'block' }, '请填写操作原因'],
    ] as const) {
      const bad = await t.call(adminWordListEndpoints.create, params, { cookie: opCookie });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    const empty = await t.call(
      adminWordListEndpoints.addWords,
      { listId: String(created.body.data.id), words: ' \n ，', reason: '空的' },
      { cookie: opCookie },
    );
    expect(empty.body.message).toBe('请填写词语');
    expect(await t.db.selectFrom('wordLists').select('id').execute()).toHaveLength(before.length);
  });
});
