import {
  COMMENT_BAN_LIMIT,
  COMMENT_BAN_REFUSAL,
  commentEndpoints,
  commentSettingEndpoints,
  postEndpoints,
  Reason,
} from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// 禁止TA评论: a creator bans a commenter from all their posts, from a comment on one of them; the
// banned user is told before they type and refused if they send; the creator lists and lifts bans.
const t = useTestApp();
const { setup, comment, reply, listFor, expectCreatorActionRefusals, settings } = commentKit(t);
const { ban, unban } = settings;

const bansOf = async (cookie: string) => {
  const res = await t.call(commentSettingEndpoints.banList, { pageSize: '50' }, { cookie });
  expect(res.body.code).toBe(200);
  return res.body.data.list;
};

describe('禁止TA评论', () => {
  it('refuses the banned user’s comments and replies on every post of the creator, says so first, and lifts', async () => {
    const { creator, post, reader, readerCookie, creatorCookie } = await setup();
    const secondPost = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    const written = await comment(post.id, '第一条评论', readerCookie);
    const other = await buildSignedInUser(t);
    const otherComment = await comment(post.id, '别人的评论', other.cookie);

    expect((await ban(written.id, creatorCookie)).body).toMatchObject({ code: 200, data: null });
    // Banning twice is one ban.
    expect((await ban(written.id, creatorCookie)).body.code).toBe(200);
    const bans = await bansOf(creatorCookie);
    expect(bans).toHaveLength(1);
    expect(bans[0]).toMatchObject({ id: reader.id, nickname: reader.nickname, slug: reader.slug });

    for (const postId of [post.id, secondPost.id]) {
      const list = await listFor(postId, readerCookie);
      expect(list).toMatchObject({ canComment: false, commentRefusal: COMMENT_BAN_REFUSAL });
      const page = await t.call(postEndpoints.get, { id: String(postId) }, { cookie: readerCookie });
      expect(page.body.data.abilities.comment).toBe(false);
      const refused = await t.call(
        commentEndpoints.postComment,
        { postId: String(postId), content: '还想评论' },
        { cookie: readerCookie },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(COMMENT_BAN_REFUSAL);
      expect((refused.body as { reason?: string }).reason).toBe(Reason.COMMENTS_RESTRICTED);
    }
    const list = await listFor(post.id, readerCookie);
    // What they wrote before stays; they are offered no 回复.
    expect(list.list.map((c) => c.content)).toEqual(['别人的评论', '第一条评论']);
    expect(list.list.every((c) => !c.abilities.reply)).toBe(true);
    const refusedReply = await t.call(
      commentEndpoints.postReply,
      { commentId: otherComment.id, content: '回一句' },
      { cookie: readerCookie },
    );
    expect(refusedReply.status).toBe(403);
    expect(refusedReply.body.message).toBe(COMMENT_BAN_REFUSAL);
    // Others, and the reader on another creator's post, are not touched.
    expect(await listFor(post.id, other.cookie)).toMatchObject({ canComment: true, commentRefusal: '' });
    const elsewhere = await buildPost(t.db, (await buildCreator(t.db)).id);
    await comment(elsewhere.id, '别处可以评论', readerCookie);

    expect((await unban(reader.id, creatorCookie)).body.code).toBe(200);
    expect(await bansOf(creatorCookie)).toHaveLength(0);
    expect(await listFor(post.id, readerCookie)).toMatchObject({ canComment: true, commentRefusal: '' });
    await comment(post.id, '又可以评论了', readerCookie);
    await reply(otherComment.id, '也可以回复了', readerCookie);
    // Unbanning someone not banned changes nothing.
    expect((await unban(reader.id, creatorCookie)).body.code).toBe(200);
  });

  it('offers 禁止TA评论 to the post’s creator on others’ comments only', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    await comment(post.id, '读者的评论', readerCookie);
    await comment(post.id, '作者的评论', creatorCookie);

    const asCreator = await listFor(post.id, creatorCookie);
    expect(asCreator.list.map((c) => [c.content, c.abilities.ban])).toEqual([
      ['作者的评论', false],
      ['读者的评论', true],
    ]);
    const asReader = await listFor(post.id, readerCookie);
    expect(asReader.list.every((c) => !c.abilities.ban)).toBe(true);
    expect((await listFor(post.id)).list.every((c) => !c.abilities.ban)).toBe(true);
  });

  it('refuses banning on someone else’s post, oneself, a deleted or unknown comment, and visitors', async () => {
    const { written, readerCookie, creatorCookie, bystander } = await expectCreatorActionRefusals(ban, {
      notOwnPost: '只能禁止自己作品下的评论者',
      self: '不能禁止自己评论',
    });
    await t.call(commentEndpoints.delete, { commentId: written.id }, { cookie: readerCookie });
    expect((await ban(written.id, creatorCookie)).status).toBe(404);
    expect(await bansOf(creatorCookie)).toHaveLength(0);
    expect(await bansOf(bystander.cookie)).toHaveLength(0);
  });

  it(`keeps at most ${COMMENT_BAN_LIMIT} bans, also when 50 arrive at once`, async () => {
    const { creator, post, creatorCookie } = await setup();
    const banned = await Promise.all(
      Array.from({ length: COMMENT_BAN_LIMIT - 1 }, (_, i) => buildUser(t.db, { nickname: `被禁${i}` })),
    );
    await t.db
      .insertInto('commentBans')
      .values(banned.map((user) => ({ creatorId: creator.id, userId: user.id })))
      .execute();
    const writers = await Promise.all(Array.from({ length: 50 }, () => buildSignedInUser(t)));
    const comments = await Promise.all(writers.map((w, i) => comment(post.id, `第${i}条`, w.cookie)));

    const answers = await Promise.all(comments.map((c) => ban(c.id, creatorCookie)));

    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(49);
    const refused = answers.find((a) => a.body.code === 400);
    expect(refused?.body).toMatchObject({
      message: `最多可以禁止${COMMENT_BAN_LIMIT}人评论，请先解除一些再试`,
      reason: Reason.LIMIT_REACHED,
    });
    const row = await t.db
      .selectFrom('commentBans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creatorId', '=', creator.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(COMMENT_BAN_LIMIT);
    // Banning someone already banned is still fine at the limit.
    const already = answers.findIndex((a) => a.body.code === 200);
    expect((await ban(comments[already]?.id ?? '', creatorCookie)).body.code).toBe(200);
  });
});
