import {
  commentEndpoints,
  commentSettingEndpoints,
  postEndpoints,
  receivedCommentEndpoints,
} from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildCreator, buildPost, buildSignedInUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';

// 隐藏 / 恢复显示 / 被隐藏的评论: the post's creator keeps someone else's comment to its writer (as
// their word list does), lists what is kept on their posts with why, and shows it again: listed,
// counted, and delivered once to 收到的评论.
const t = useTestApp();
const { setup, comment, reply, receivedBy, listFor, expectCreatorActionRefusals, settings } = commentKit(t);
const { hide, unhide } = settings;

const hiddenOf = async (cookie: string, params: { pageSize?: string; cursor?: string } = {}) => {
  const res = await t.call(commentSettingEndpoints.hiddenList, { pageSize: '50', ...params }, { cookie });
  expect(res.body.code).toBe(200);
  return res.body.data;
};
const repliesOf = (commentId: string, cookie?: string) =>
  t.call(commentEndpoints.replyList, { commentId }, cookie ? { cookie } : {});
const contents = (list: { content: string }[]) => list.map((c) => c.content);

describe('隐藏', () => {
  it('keeps a comment and its thread, or a reply, to the writer; others’ lists and counts lose it', async () => {
    const { post, reader, readerCookie, creatorCookie } = await setup();
    const other = await buildSignedInUser(t, { nickname: '路人甲' });
    const top = await comment(post.id, '要被隐藏的评论', readerCookie);
    const underHidden = await reply(top.id, '楼下的回复', other.cookie);
    const shown = await comment(post.id, '正常的评论', other.cookie);
    const hiddenReply = await reply(shown.id, '要被隐藏的回复', readerCookie);
    expect((await listFor(post.id)).commentCount).toBe(4);

    const asCreator = await listFor(post.id, creatorCookie);
    expect(asCreator.list.map((c) => [c.content, c.abilities.hide])).toEqual([
      ['正常的评论', true],
      ['要被隐藏的评论', true],
    ]);
    expect((await listFor(post.id, readerCookie)).list.every((c) => !c.abilities.hide)).toBe(true);
    expect((await listFor(post.id)).list.every((c) => !c.abilities.hide)).toBe(true);

    expect((await hide(top.id, creatorCookie)).body).toMatchObject({ code: 200, data: null });
    expect((await hide(hiddenReply.id, creatorCookie)).body.code).toBe(200);

    for (const viewer of [creatorCookie, other.cookie, undefined]) {
      const list = await listFor(post.id, viewer);
      expect(contents(list.list)).toEqual(['正常的评论']);
      expect(list.list[0]).toMatchObject({ replyCount: 0, replies: [] });
      expect(list.total).toBe(1);
      // Neither the hidden comment with its thread nor the hidden reply is counted.
      expect(list.commentCount).toBe(1);
      expect((await repliesOf(shown.id, viewer)).body.data.list).toEqual([]);
      expect((await repliesOf(top.id, viewer)).status).toBe(404);
    }
    const page = await t.call(postEndpoints.get, { id: String(post.id) });
    expect(page.body.data.counts.comments).toBe(1);

    // Its writer sees both as usual, without 回复 or 举报.
    const asWriter = await listFor(post.id, readerCookie);
    expect(contents(asWriter.list)).toEqual(['要被隐藏的评论', '正常的评论']);
    expect(asWriter.list[0]?.abilities).toMatchObject({ reply: false, report: false, delete: true });
    expect(contents(asWriter.list[1]?.replies ?? [])).toEqual(['要被隐藏的回复']);
    expect(contents((await repliesOf(top.id, readerCookie)).body.data.list)).toEqual(['楼下的回复']);

    // Nobody can reply to it; it left the creator's and the answered user's 收到的评论.
    const toHidden = await t.call(
      commentEndpoints.postReply,
      { commentId: top.id, content: '回复一下' },
      { cookie: other.cookie },
    );
    expect(toHidden.status).toBe(404);
    const underIt = await t.call(
      commentEndpoints.postReply,
      { commentId: underHidden.id, content: '楼中楼' },
      { cookie: creatorCookie },
    );
    expect(underIt.status).toBe(404);
    expect(contents((await receivedBy(creatorCookie)).list)).toEqual(['正常的评论', '楼下的回复']);
    expect(contents((await receivedBy(other.cookie)).list)).toEqual([]);

    // Hiding it again changes nothing.
    expect((await hide(top.id, creatorCookie)).body.code).toBe(200);
    const kept = await hiddenOf(creatorCookie);
    expect(kept.list.map((c) => [c.content, c.reason, c.author.id])).toEqual([
      ['要被隐藏的回复', 'hidden', String(reader.id)],
      ['要被隐藏的评论', 'hidden', String(reader.id)],
    ]);

    // Shown again, its thread counts again with it.
    expect((await unhide(top.id, creatorCookie)).body.code).toBe(200);
    expect((await listFor(post.id)).commentCount).toBe(3);
    expect((await t.call(postEndpoints.get, { id: String(post.id) })).body.data.counts.comments).toBe(3);
  });

  it('恢复显示 lists, counts and delivers it again, once', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const top = await comment(post.id, '先隐藏再恢复', readerCookie);
    const before = (await receivedBy(creatorCookie)).unread;
    await hide(top.id, creatorCookie);
    expect((await receivedBy(creatorCookie)).unread).toBe(before - 1);

    expect((await unhide(top.id, creatorCookie)).body).toMatchObject({ code: 200, data: null });
    const list = await listFor(post.id);
    expect(contents(list.list)).toEqual(['先隐藏再恢复']);
    expect(list.commentCount).toBe(1);
    expect((await listFor(post.id, creatorCookie)).list[0]?.abilities).toMatchObject({
      reply: true,
      hide: true,
    });
    const received = await receivedBy(creatorCookie);
    expect(contents(received.list)).toEqual(['先隐藏再恢复']);
    expect(received.unread).toBe(before);
    expect((await hiddenOf(creatorCookie)).list).toEqual([]);
    // Showing it again changes nothing.
    expect((await unhide(top.id, creatorCookie)).body.code).toBe(200);
    expect((await listFor(post.id)).commentCount).toBe(1);
    expect(contents((await receivedBy(creatorCookie)).list)).toEqual(['先隐藏再恢复']);
  });

  it('恢复显示 of a comment kept by the creator’s words delivers it once, to the creator and the answered user', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const other = await buildSignedInUser(t, { nickname: '路人乙' });
    const shown = await comment(post.id, '正常的评论', other.cookie);
    await t.call(commentSettingEndpoints.addWord, { word: '剧透' }, { cookie: creatorCookie });
    const kept = await comment(post.id, '我来剧透', readerCookie);
    const keptReply = await reply(shown.id, '回复里剧透', readerCookie);
    expect(contents((await receivedBy(creatorCookie)).list)).toEqual(['正常的评论']);
    expect((await receivedBy(other.cookie)).list).toEqual([]);

    const hidden = await hiddenOf(creatorCookie);
    expect(hidden.list.map((c) => [c.content, c.reason, c.rootId, c.postTitle])).toEqual([
      ['回复里剧透', 'words', shown.id, post.title],
      ['我来剧透', 'words', null, post.title],
    ]);

    for (const id of [kept.id, keptReply.id]) expect((await unhide(id, creatorCookie)).body.code).toBe(200);
    const list = await listFor(post.id, other.cookie);
    expect(contents(list.list)).toEqual(['我来剧透', '正常的评论']);
    expect(contents(list.list[1]?.replies ?? [])).toEqual(['回复里剧透']);
    expect(list.commentCount).toBe(3);
    const toCreator = await receivedBy(creatorCookie);
    expect(contents(toCreator.list)).toEqual(['回复里剧透', '我来剧透', '正常的评论']);
    expect(toCreator.unread).toBe(3);
    const toOther = await receivedBy(other.cookie);
    expect(toOther.list.map((c) => [c.content, c.kind])).toEqual([['回复里剧透', 'reply']]);

    // Hidden and shown again: still one row each.
    await hide(kept.id, creatorCookie);
    expect((await hiddenOf(creatorCookie)).list.map((c) => [c.content, c.reason])).toEqual([
      ['我来剧透', 'hidden'],
    ]);
    await unhide(kept.id, creatorCookie);
    expect(contents((await receivedBy(creatorCookie)).list)).toEqual([
      '回复里剧透',
      '我来剧透',
      '正常的评论',
    ]);
    const rows = await t.db
      .selectFrom('commentInbox')
      .select('userId')
      .where('commentId', 'in', [Number(kept.id), Number(keptReply.id)])
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('refuses hiding on someone else’s post, one’s own comment, a deleted or unknown one, and visitors', async () => {
    const { post, written, own, readerCookie, creatorCookie, bystander } = await expectCreatorActionRefusals(
      hide,
      { notOwnPost: '只能隐藏自己作品下的评论', self: '不能隐藏自己的评论' },
    );
    expect((await unhide(written.id, '')).status).toBe(401);
    expect((await listFor(post.id)).commentCount).toBe(2);

    // A hidden comment is not the bystander's to see: showing it again is not found for them.
    await hide(written.id, creatorCookie);
    expect((await unhide(written.id, bystander.cookie)).status).toBe(404);
    expect((await unhide(own.id, bystander.cookie)).status).toBe(403);
    expect((await hiddenOf(bystander.cookie)).list).toEqual([]);
    expect((await listFor(post.id)).commentCount).toBe(1);

    // Deleted by its writer: gone from the creator's list, and neither hidden nor shown again.
    await t.call(commentEndpoints.delete, { commentId: written.id }, { cookie: readerCookie });
    expect((await hiddenOf(creatorCookie)).list).toEqual([]);
    expect((await unhide(written.id, creatorCookie)).status).toBe(404);
    expect((await hide(written.id, creatorCookie)).status).toBe(404);
    expect((await listFor(post.id)).commentCount).toBe(1);
  });
});

describe('被隐藏的评论', () => {
  it('lists only the creator’s own posts’ kept comments, newest first, by cursor', async () => {
    const { creator, post, readerCookie, creatorCookie } = await setup();
    const secondPost = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    const elsewhere = await buildPost(t.db, (await buildCreator(t.db)).id);
    const written = [];
    for (const [postId, content] of [
      [post.id, '第一条'],
      [secondPost.id, '第二条'],
      [post.id, '第三条'],
    ] as const)
      written.push(await comment(postId, content, readerCookie));
    const notKept = await comment(elsewhere.id, '别人作品下的', readerCookie);
    for (const c of written) await hide(c.id, creatorCookie);
    expect((await hide(notKept.id, creatorCookie)).status).toBe(403);

    const first = await hiddenOf(creatorCookie, { pageSize: '2' });
    expect(contents(first.list)).toEqual(['第三条', '第二条']);
    expect(first.list[1]?.postTitle).toBe(secondPost.title);
    expect(first.nextCursor).not.toBeNull();
    const second = await hiddenOf(creatorCookie, { pageSize: '2', cursor: first.nextCursor ?? '' });
    expect(contents(second.list)).toEqual(['第一条']);
    expect(second.nextCursor).toBeNull();
    const wrongCursor = await t.call(
      commentSettingEndpoints.hiddenList,
      { cursor: 'nonsense' },
      { cookie: creatorCookie },
    );
    expect(wrongCursor.status).toBe(400);
    expect((await t.call(commentSettingEndpoints.hiddenList, {}, {})).status).toBe(401);
  });
});

describe('50 hides at once', () => {
  it('end hidden once: counted out once, no error', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const target = await comment(post.id, '大家都来隐藏', readerCookie);
    await comment(post.id, '另一条', readerCookie);

    const answers = await Promise.all(Array.from({ length: 50 }, () => hide(target.id, creatorCookie)));

    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const row = await storedRow(t.db, 'comments', 'id', Number(target.id));
    expect(row).toMatchObject({ authorOnly: true, authorOnlyReason: 'hidden' });
    const counts = await storedRow(t.db, 'posts', 'id', post.id);
    expect(counts).toMatchObject({ commentCount: 1, rootCommentCount: 1 });
    expect((await hiddenOf(creatorCookie)).list).toHaveLength(1);
  });
});

describe('收到的评论 of a hidden reply', () => {
  it('has the answered user’s row again once shown', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const other = await buildSignedInUser(t);
    const top = await comment(post.id, '顶层', other.cookie);
    const answer = await reply(top.id, '回复你', readerCookie);
    await hide(answer.id, creatorCookie);
    expect(
      (await t.call(receivedCommentEndpoints.list, {}, { cookie: other.cookie })).body.data.list,
    ).toEqual([]);
    await unhide(answer.id, creatorCookie);
    expect(contents((await receivedBy(other.cookie)).list)).toEqual(['回复你']);
  });
});
