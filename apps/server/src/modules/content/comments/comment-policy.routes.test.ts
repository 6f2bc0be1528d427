import { commentEndpoints, followEndpoints, postEndpoints, Reason } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

// A creator decides per post who may comment: everyone, their followers, their plans' members, or
// nobody. The page offers the box accordingly, and the server refuses the rest with the reason.
const t = useTestApp();

describe('who may comment on a post: the creator’s setting', () => {
  let creator: UserRow;
  let creatorCookie: string;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '设置评论的创作者' });
    creatorCookie = await t.signIn(creator.phone);
  });

  const publish = async (commentPolicy: string) => {
    const res = await t.call(
      postEndpoints.publish,
      { title: `评论设置 ${commentPolicy}`, visibility: 'free', bodyHtml: '<p>正文</p>', commentPolicy },
      { cookie: creatorCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.commentPolicy).toBe(commentPolicy);
    return String(res.body.data.id);
  };
  const reader = async () => {
    const user = await buildUser(t.db);
    return { user, cookie: await t.signIn(user.phone) };
  };
  const comment = (postId: string, cookie: string) =>
    t.call(commentEndpoints.postComment, { postId, content: '来评论' }, { cookie });
  const mayComment = async (postId: string, cookie: string) => {
    const [page, list] = await Promise.all([
      t.call(postEndpoints.get, { id: postId }, { cookie }),
      t.call(commentEndpoints.commentList, { postId }, { cookie }),
    ]);
    expect(page.body.data.abilities.comment).toBe(list.body.data.canComment);
    return list.body.data.canComment as boolean;
  };

  it('followers only: a stranger is refused with the reason until they follow', async () => {
    const postId = await publish('followers');
    const { cookie } = await reader();
    expect(await mayComment(postId, cookie)).toBe(false);
    const refused = await comment(postId, cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('作者设置了仅关注者可以评论');
    expect((refused.body as { reason?: string }).reason).toBe(Reason.COMMENTS_RESTRICTED);

    await t.call(followEndpoints.follow, { userId: String(creator.id) }, { cookie });
    expect(await mayComment(postId, cookie)).toBe(true);
    expect((await comment(postId, cookie)).body.code).toBe(200);
    expect((await comment(postId, creatorCookie)).body.code).toBe(200);
  });

  it('plan members only: a current member may, a follower may not', async () => {
    const postId = await publish('supporters');
    const plan = await buildPlan(t.db, creator.id);
    const [member, follower] = [await reader(), await reader()];
    await t.db
      .insertInto('planSubscriptions')
      .values({
        userId: member.user.id,
        planId: plan.id,
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .execute();
    await t.db
      .insertInto('follows')
      .values({ followerId: follower.user.id, followeeId: creator.id })
      .execute();

    expect(await mayComment(postId, member.cookie)).toBe(true);
    expect((await comment(postId, member.cookie)).body.code).toBe(200);
    expect(await mayComment(postId, follower.cookie)).toBe(false);
    expect((await comment(postId, follower.cookie)).body.message).toBe('作者设置了仅方案成员可以评论');
  });

  it('closed: what was written stays listed, nobody writes more (replies neither)', async () => {
    const postId = await publish('open');
    const { cookie } = await reader();
    const first = await comment(postId, cookie);
    expect(first.body.code).toBe(200);
    await t.call(
      postEndpoints.publish,
      {
        id: postId,
        title: '评论设置 open',
        visibility: 'free',
        bodyHtml: '<p>正文</p>',
        commentPolicy: 'closed',
      },
      { cookie: creatorCookie },
    );

    const list = await t.call(commentEndpoints.commentList, { postId }, { cookie });
    expect(list.body.data).toMatchObject({ canComment: false, commentPolicy: 'closed', commentCount: 1 });
    expect(list.body.data.list[0]?.abilities.reply).toBe(false);
    expect((await comment(postId, creatorCookie)).body.message).toBe('作者已关闭评论');
    const reply = await t.call(
      commentEndpoints.postReply,
      { commentId: String(first.body.data.id), content: '回一句' },
      { cookie },
    );
    expect(reply.status).toBe(403);
  });
});
