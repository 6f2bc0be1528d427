import {
  commentEndpoints,
  creatorEndpoints,
  orderEndpoints,
  postEndpoints,
  privateMessageEndpoints,
  Reason,
  rewardEndpoints,
  supportEndpoints,
  userEndpoints,
} from '@frog/contracts';
import { describe, expect, it, vi } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildCreator, buildPost, buildSignedInUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';

// The starter lists of migration create-word-lists: 网络赌博 (赌博诈骗, block), 约炮 (色情, block),
// 六合彩 (赌博诈骗, block), 傻逼 (辱骂, mask).
const t = useTestApp({ changeFeed: true });
const { comment, reply } = commentKit(t);

const signedInMember = (nickname = '读者') => buildSignedInUser(t, { nickname });

const countComments = async (postId: number) =>
  Number(
    (
      await t.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('postId', '=', postId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A signed-in member and a free post of another creator's to write under. */
async function memberOnFreePost() {
  const { cookie } = await signedInMember();
  const post = await buildPost(t.db, (await buildCreator(t.db)).id, { visibility: 'free' });

  return { cookie, post };
}

describe('every text a user writes is screened against the word lists', () => {
  it('a comment with a blocked word is refused naming the category, never the word, and nothing is stored', async () => {
    const { cookie, post } = await memberOnFreePost();

    const refused = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '来玩 網絡 賭·博 吧' },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect((refused.body as { reason?: string }).reason).toBe(Reason.TEXT_BLOCKED);
    expect(refused.body.message).toBe('评论含有赌博诈骗内容，不能发布，请修改（见平台公约）');
    expect(refused.body.message).not.toContain('赌博吧');
    expect(await countComments(post.id)).toBe(0);
  });

  it('a masked word is stored and shown as *, in comments, replies and bios', async () => {
    const { cookie, post } = await memberOnFreePost();

    const masked = await comment(post.id, '你才是傻 逼', cookie);
    expect(masked.content).toBe('你才是***');
    expect((await reply(masked.id, '傻逼傻逼', cookie)).content).toBe('****');
    const stored = await t.db
      .selectFrom('comments')
      .select('content')
      .where('postId', '=', post.id)
      .execute();
    expect(stored.map((row) => row.content).sort()).toEqual(['****', '你才是***']);

    const profile = await t.call(userEndpoints.updateProfile, { bio: '不理傻逼' }, { cookie });
    expect(profile.body.data.bio).toBe('不理**');
  });

  it('a nickname with any listed word is refused, not masked', async () => {
    const { user, cookie } = await signedInMember('原来的名字');
    const refused = await t.call(userEndpoints.updateProfile, { nickname: '大傻逼' }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('昵称含有不允许使用的词语，请修改（见平台公约）');
    const row = await storedRow(t.db, 'users', 'id', user.id);
    expect(row.nickname).toBe('原来的名字');
  });

  it('a private message with a blocked word is refused', async () => {
    const { cookie } = await signedInMember();
    const { user: to } = await signedInMember('收信人');
    const refused = await t.call(
      privateMessageEndpoints.send,
      { toUserId: String(to.id), content: '约 炮吗' },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('私信含有色情内容，不能发布，请修改（见平台公约）');
  });

  it('publishing a post is refused for a blocked word in its title or body; masked summary and body text are stored masked', async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const publish = (fields: Record<string, string>) =>
      t.call(postEndpoints.publish, { title: '新作品', visibility: 'free', ...fields }, { cookie });

    const byTitle = await publish({ title: '本期六合彩' });
    expect(byTitle.body.message).toBe('标题含有赌博诈骗内容，不能发布，请修改（见平台公约）');
    const byBody = await publish({ bodyHtml: '<p>网络<strong>赌</strong>博&nbsp;平台</p>' });
    expect(byBody.body.message).toBe('正文含有赌博诈骗内容，不能发布，请修改（见平台公约）');

    /** Publishes, and answers the post as it was stored. */
    const publishStored = async (fields: Record<string, string>) => {
      const published = await publish(fields);
      expect(published.body.code, published.body.message).toBe(200);

      return storedRow(t.db, 'posts', 'id', published.body.data.id);
    };
    expect((await publishStored({ summary: '别理傻逼' })).summary).toBe('别理**');

    // In the body, mask words in its text are masked and its markup is left as it was.
    const stored = await publishStored({
      bodyHtml: '<p>别理<strong>傻逼</strong>&amp;他的&lt;评论&gt;</p><p>傻 逼</p>',
    });
    expect(stored.bodyHtml).toBe('<p>别理<strong>**</strong>&amp;他的&lt;评论&gt;</p><p>***</p>');
  });

  it("plan names, descriptions and benefits, reward texts, a tip's 留言 and an application are screened too", async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const plan = { name: '月度支持', price: '6', description: '谢谢支持', benefits: '高清原图' };

    const blockedName = await t.call(
      supportEndpoints.createPlan,
      { ...plan, name: '六合彩会员' },
      { cookie },
    );
    expect(blockedName.status).toBe(400);
    expect(blockedName.body.message).toBe('方案名称含有赌博诈骗内容，不能发布，请修改（见平台公约）');
    const masked = await t.call(
      supportEndpoints.createPlan,
      { ...plan, description: '别理傻逼', benefits: '高清原图\n加微信领取' },
      { cookie },
    );
    expect(masked.body.code, masked.body.message).toBe(200);
    // 加微信 is a review word: a plan cannot wait for an operator, so it is masked.
    expect(masked.body.data).toMatchObject({ description: '别理**', benefits: ['高清原图', '***领取'] });

    const reward = await t.call(
      rewardEndpoints.create,
      { kind: 'tip', minTipAmount: '10', title: '感谢', message: '傻逼才不看' },
      { cookie },
    );
    expect(reward.body.code, reward.body.message).toBe(200);
    expect(reward.body.data.reward.message).toBe('**才不看');

    const { cookie: buyerCookie } = await signedInMember('打赏的人');
    const tip = await t.call(
      orderEndpoints.submit,
      { kind: 'tip', creatorId: String(creator.id), amount: '5', channel: 'alipay', message: '约炮吗' },
      { cookie: buyerCookie },
    );
    expect(tip.status).toBe(400);
    expect(tip.body.message).toBe('留言含有色情内容，不能发布，请修改（见平台公约）');

    const { cookie: applicantCookie } = await signedInMember('申请人');
    const application = await t.call(
      creatorEndpoints.apply,
      {
        realName: '张三',
        idNumber: '11010519491231002X',
        contact: '13800001111',
        introduction: '我画网络赌博漫画',
        category: '插画',
      },
      { cookie: applicantCookie },
    );
    expect(application.status).toBe(400);
    expect(application.body.message).toBe('创作介绍含有赌博诈骗内容，不能发布，请修改（见平台公约）');
  });

  it('a word an operator adds reaches the filter once the change is announced', async () => {
    const { cookie } = await signedInMember();
    const abuse = await storedRow(t.db, 'wordLists', 'category', 'abuse');
    const bioAfterSaving = async (bio: string) =>
      (await t.call(userEndpoints.updateProfile, { bio }, { cookie })).body.data.bio;
    expect(await bioAfterSaving('你个癞蛤蟆')).toBe('你个癞蛤蟆');

    await t.db.insertInto('wordListWords').values({ listId: abuse.id, word: '癞蛤蟆' }).execute();
    await vi.waitFor(async () => expect(await bioAfterSaving('你个癞蛤蟆')).toBe('你个***'), {
      timeout: 60_000,
      interval: 50,
    });
  });
});
