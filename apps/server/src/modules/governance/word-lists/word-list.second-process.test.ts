import { adminWordListEndpoints, type AdminWordList, commentEndpoints } from '@frog/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { type SecondProcess, startSecondProcess } from '../../../../test/second-process';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

describe('a word-list change made in one process reaches the filter of another', () => {
  let other: SecondProcess;
  beforeAll(async () => {
    other = await startSecondProcess(t, { changeFeed: true });
  });
  afterAll(() => other.close());

  it('a word an operator adds here is masked in a comment the other process takes', async () => {
    const { cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '另一进程的运营' });
    const writerCookie = await t.signIn((await buildUser(t.db, { nickname: '在另一进程写评论' })).phone);
    const postId = String((await buildPost(t.db, (await buildCreator(t.db)).id, { visibility: 'free' })).id);
    const commentThere = async (content: string) =>
      (await other.call(commentEndpoints.postComment, { postId, content }, writerCookie)).data.content;
    expect(await commentThere('你这个跳跳蛙')).toBe('你这个跳跳蛙');

    const lists: AdminWordList[] = (await t.call(adminWordListEndpoints.lists, {}, { cookie: opCookie })).body
      .data;
    const abuse = lists.find((list) => list.category === 'abuse')!;
    const added = await t.call(
      adminWordListEndpoints.addWords,
      { listId: String(abuse.id), words: '跳跳蛙', reason: '多进程测试' },
      { cookie: opCookie },
    );
    expect(added.body.code, added.body.message).toBe(200);

    await vi.waitFor(async () => expect(await commentThere('你这个跳跳蛙')).toBe('你这个***'), {
      timeout: 60_000,
      interval: 50,
    });
  });
});
