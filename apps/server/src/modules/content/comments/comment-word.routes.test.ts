import {
  COMMENT_WORD_LIMIT,
  commentEndpoints,
  commentSettingEndpoints,
  postEndpoints,
  Reason,
} from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildSignedInUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// 我的评论区屏蔽词: a creator's own words. A comment or reply on their posts holding one is kept to its
// writer: they see it as usual, nobody else does, it is not counted and reaches no 收到的评论.
const t = useTestApp();
const { setup, comment, reply, receivedBy, listFor, settings } = commentKit(t);
const { addWord, removeWord } = settings;

describe('我的评论区屏蔽词: the list', () => {
  it('adds, lists and removes words; refuses empty, too long, symbol-only and duplicate words', async () => {
    const { creatorCookie } = await setup();
    expect((await t.call(commentSettingEndpoints.wordList, {}, { cookie: creatorCookie })).body.data).toEqual(
      {
        words: [],
        limit: COMMENT_WORD_LIMIT,
      },
    );

    expect((await addWord(' 剧透 ', creatorCookie)).body.data.words).toEqual(['剧透']);
    expect((await addWord('微信', creatorCookie)).body.data.words).toEqual(['剧透', '微信']);
    const refusals: [string, string][] = [
      ['  ', '请填写屏蔽词'],
      ['长'.repeat(21), '屏蔽词不能超过20个字'],
      ['！！…', '屏蔽词需要包含文字、字母或数字'],
      ['微 信', '已经添加过屏蔽词“微信”'],
      ['劇透', '已经添加过屏蔽词“剧透”'],
    ];
    for (const [word, message] of refusals) {
      const res = await addWord(word, creatorCookie);
      expect(res.status, word).toBe(400);
      expect(res.body.message).toBe(message);
    }

    expect((await removeWord('剧透', creatorCookie)).body.data.words).toEqual(['微信']);
    const gone = await removeWord('剧透', creatorCookie);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('屏蔽词不存在或已删除');
    const list = await t.call(commentSettingEndpoints.wordList, {}, { cookie: creatorCookie });
    expect(list.body.data.words).toEqual(['微信']);
  });

  it(`keeps at most ${COMMENT_WORD_LIMIT} words`, async () => {
    const { creator, creatorCookie } = await setup();
    await t.db
      .insertInto('commentWords')
      .values(
        Array.from({ length: COMMENT_WORD_LIMIT - 1 }, (_, i) => ({ creatorId: creator.id, word: `词${i}` })),
      )
      .execute();

    expect((await addWord('最后一个', creatorCookie)).body.data.words).toHaveLength(COMMENT_WORD_LIMIT);
    const over = await addWord('再来一个', creatorCookie);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`最多可以设置${COMMENT_WORD_LIMIT}个屏蔽词`);
    expect((over.body as { reason?: string }).reason).toBe(Reason.LIMIT_REACHED);
  });

  it('is for creators; visitors sign in first', async () => {
    const reader = await buildSignedInUser(t);
    expect((await addWord('剧透', reader.cookie)).status).toBe(403);
    expect((await t.call(commentSettingEndpoints.wordList, {}, { cookie: reader.cookie })).status).toBe(403);
    expect((await addWord('剧透', '')).status).toBe(401);
  });
});

describe('我的评论区屏蔽词: a comment holding one', () => {
  it('is seen by its writer alone, as usual, and not counted nor delivered', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const other = await buildSignedInUser(t);
    const shown = await comment(post.id, '正常的评论', other.cookie);
    expect((await addWord('剧透', creatorCookie)).body.code).toBe(200);

    // Written another way (traditional, a space between): still the creator's word.
    const kept = await comment(post.id, '结局劇 透：主角赢了', readerCookie);
    expect(kept).toMatchObject({ isHeld: false, content: '结局劇 透：主角赢了' });
    const keptReply = await reply(shown.id, '我来剧透一下', readerCookie);
    expect(keptReply.isHeld).toBe(false);

    const asWriter = await listFor(post.id, readerCookie);
    expect(asWriter.list.map((c) => c.content)).toEqual(['结局劇 透：主角赢了', '正常的评论']);
    expect(asWriter.list[1]?.replies.map((r) => r.content)).toEqual(['我来剧透一下']);
    expect(asWriter.list[0]?.abilities).toMatchObject({ reply: false, delete: true });
    const replies = await t.call(
      commentEndpoints.replyList,
      { commentId: shown.id },
      { cookie: readerCookie },
    );
    expect(replies.body.data.list.map((r) => r.content)).toEqual(['我来剧透一下']);

    for (const viewer of [creatorCookie, other.cookie, undefined]) {
      const list = await listFor(post.id, viewer);
      expect(list.list.map((c) => c.content)).toEqual(['正常的评论']);
      expect(list.list[0]).toMatchObject({ replyCount: 0, replies: [] });
      expect(list.commentCount).toBe(1);
      const repliesOf = await t.call(
        commentEndpoints.replyList,
        { commentId: shown.id },
        viewer ? { cookie: viewer } : {},
      );
      expect(repliesOf.body.data.list).toEqual([]);
    }
    const page = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie: creatorCookie });
    expect(page.body.data.counts.comments).toBe(1);
    // Nobody else can reach it: replying to it is not found; neither creator nor the answered
    // commenter gets it in 收到的评论.
    const toKept = await t.call(
      commentEndpoints.postReply,
      { commentId: kept.id, content: '回复一下' },
      { cookie: other.cookie },
    );
    expect(toKept.status).toBe(404);
    expect((await receivedBy(creatorCookie)).list.map((c) => c.content)).toEqual(['正常的评论']);
    expect((await receivedBy(other.cookie)).list).toEqual([]);
    // Its writer may still delete it.
    const deleted = await t.call(commentEndpoints.delete, { commentId: kept.id }, { cookie: readerCookie });
    expect(deleted.body.code).toBe(200);
    expect((await listFor(post.id, readerCookie)).list.map((c) => c.content)).toEqual(['正常的评论']);
  });

  it('does not touch the creator’s own comments, nor comments written before the word was added', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    await comment(post.id, '剧透在前', readerCookie);
    await addWord('剧透', creatorCookie);
    await comment(post.id, '作者自己剧透', creatorCookie);

    const list = await listFor(post.id);
    expect(list.list.map((c) => c.content)).toEqual(['作者自己剧透', '剧透在前']);
    expect(list.commentCount).toBe(2);
  });
});
