import { adminEndpoints, creatorEndpoints, discoveryEndpoints, searchEndpoints } from '@frog/contracts';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { application } from '../../../../test/creator-kit';
import { buildCreator, buildPost, buildSignedInUser } from '../../../../test/factories';
import { invalidParams } from '../../../../test/answers';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';
import { CATEGORY_CHANGES_PER_HOUR } from './update-creator-category';

const t = useTestApp();

describe('a creator category', () => {
  it('comes from the approved application, and the creator changes it in their settings', async () => {
    const applicant = await buildSignedInUser(t, { nickname: '申请人音乐' });
    const op = await buildSignedInUser(t, { isOperator: true, nickname: '运营' });
    const filed = await t.call(
      creatorEndpoints.apply,
      { ...application('310101200001010018'), category: 'music' },
      { cookie: applicant.cookie },
    );
    expect(filed.body.data.category).toBe('music');
    await t.call(
      adminEndpoints.reviewApplication,
      { id: String(filed.body.data.id), action: 'approve' },
      { cookie: op.cookie },
    );

    const mine = await t.call(creatorEndpoints.category, {}, { cookie: applicant.cookie });
    expect(mine.body.data).toEqual({ category: 'music' });
    const since = (await storedRow(t.db, 'users', 'id', applicant.user.id)).creatorSince;
    expect(since).toBeInstanceOf(Date);

    const moved = await t.call(
      creatorEndpoints.updateCategory,
      { category: '游戏' },
      { cookie: applicant.cookie },
    );
    expect(moved.body.data).toEqual({ category: 'game' });
    expect((await t.call(creatorEndpoints.category, {}, { cookie: applicant.cookie })).body.data).toEqual({
      category: 'game',
    });
  });

  it('a creator made on any other path is in 其他 until they choose', async () => {
    const creator = await buildCreator(t.db);
    expect((await storedRow(t.db, 'users', 'id', creator.id)).creatorCategory).toBe('other');
  });

  it('is refused to visitors, to members who are not creators, and for a category not on the list', async () => {
    expect((await t.call(creatorEndpoints.updateCategory, { category: 'music' })).body.code).toBe(401);
    const member = await buildSignedInUser(t);
    const notCreator = await t.call(
      creatorEndpoints.updateCategory,
      { category: 'music' },
      { cookie: member.cookie },
    );
    expect(notCreator.body.code).toBe(403);

    const creator = await buildSignedInUser(t, { isCreator: true, nickname: '画手' });
    for (const category of ['美食', '', 'MUSIC']) {
      const res = await t.call(creatorEndpoints.updateCategory, { category }, { cookie: creator.cookie });
      expect(res.body).toEqual(
        invalidParams('创作类别须为插画、漫画、音乐、游戏、写作、视频、手工、其他之一'),
      );
    }
  });

  it('moving category moves their posts in the search filter, and their card on 发现', async () => {
    const mark = `类别${randomInt(100_000, 999_999)}`;
    const creator = await buildSignedInUser(t, {
      isCreator: true,
      nickname: `写手${mark}`,
      creatorCategory: 'writing',
    });
    const post = await buildPost(t.db, creator.user.id, { title: `${mark}的短篇`, visibility: 'free' });
    const other = await buildCreator(t.db, { nickname: `画手${mark}`, creatorCategory: 'comic' });
    await buildPost(t.db, other.id, { title: `${mark}的漫画`, visibility: 'free' });

    const postsIn = async (category: string) =>
      (await t.call(searchEndpoints.post, { keyword: mark, category })).body.data.list.map((p) => p.id);
    const usersIn = async (category: string) =>
      (await t.call(searchEndpoints.user, { keyword: mark, category })).body.data.list.map((u) => u.id);
    const listed = async (category: string) =>
      (await t.call(discoveryEndpoints.categoryCreators, { category })).body.data.list.map((c) => c.id);

    expect(await postsIn('writing')).toEqual([post.id]);
    expect(await usersIn('writing')).toEqual([creator.user.id]);
    expect((await t.call(searchEndpoints.post, { keyword: mark })).body.data.total).toBe(2);
    expect((await t.call(searchEndpoints.user, { keyword: mark, category: '' })).body.data.total).toBe(2);

    await t.call(creatorEndpoints.updateCategory, { category: 'video' }, { cookie: creator.cookie });
    expect(await postsIn('writing')).toEqual([]);
    expect(await postsIn('video')).toEqual([post.id]);
    expect(await usersIn('video')).toEqual([creator.user.id]);
    expect(await listed('video')).toContain(creator.user.id);
    expect(await listed('writing')).not.toContain(creator.user.id);
  });

  it(`lets ${CATEGORY_CHANGES_PER_HOUR} of 50 racing changes through, then says so in Chinese`, async () => {
    const { cookie } = await buildSignedInUser(t, { isCreator: true, nickname: '改类别' });
    const categories = ['music', 'game', 'video', 'comic', 'writing'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(creatorEndpoints.updateCategory, { category: categories[i % 5]! }, { cookie }),
      ),
    );

    expect(results.filter((r) => r.body.code === 200)).toHaveLength(CATEGORY_CHANGES_PER_HOUR);
    for (const refused of results.filter((r) => r.body.code !== 200))
      expect(refused.body).toMatchObject({ code: 429, message: '创作类别修改太频繁，请一小时后再试' });
  });

  it('the search refuses a category not on the list', async () => {
    for (const endpoint of [searchEndpoints.post, searchEndpoints.user]) {
      const res = await t.call(endpoint, { keyword: '蛙', category: 'cooking' });
      expect(res.body).toEqual(
        invalidParams('创作类别须为插画、漫画、音乐、游戏、写作、视频、手工、其他之一'),
      );
    }
  });
});
