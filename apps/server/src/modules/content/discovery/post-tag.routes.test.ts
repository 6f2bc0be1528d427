import { discoveryEndpoints, POST_TAGS_MAX, postEndpoints } from '@frog/contracts';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser } from '../../../../test/factories';
import { invalidParams } from '../../../../test/answers';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

/** A tag no other test uses. */
const newTag = () => `标签${randomInt(100_000, 999_999)}`;
const tagPage = (tag: string, more: Record<string, string> = {}, cookie?: string) =>
  t.call(discoveryEndpoints.tagPosts, { tag, ...more }, cookie ? { cookie } : {});
const idsOn = async (tag: string) => (await tagPage(tag)).body.data.items.map((p) => p.id);
const tagPost = (postId: number, tags: string[]) =>
  t.db
    .insertInto('postTags')
    .values(tags.map((tag, position) => ({ postId, tag, position })))
    .execute();

describe('tags in the editor', () => {
  it('are normalised (NFKC, trimmed, # dropped, Latin lowercased), repeats dropped, and kept in order', async () => {
    const { cookie } = await buildSignedInUser(t, { isCreator: true, nickname: '标签作者' });
    const mark = String(randomInt(100_000, 999_999));
    const published = await t.call(
      postEndpoints.publish,
      {
        title: '带标签的作品',
        bodyHtml: '<p>正文</p>',
        tags: [`  ＃Ｐｉｘｅｌ  Art${mark} `, `插画${mark}`, `pixel art${mark}`, `Ｗｅｂ${mark}`],
      },
      { cookie },
    );
    expect(published.body.code).toBe(200);
    expect(published.body.data.tags).toEqual([`pixel art${mark}`, `插画${mark}`, `web${mark}`]);

    const detail = await t.call(postEndpoints.get, { id: String(published.body.data.id) });
    expect(detail.body.data.tags).toEqual([`pixel art${mark}`, `插画${mark}`, `web${mark}`]);
    // The tag page answers the same tag however it is typed.
    expect(await idsOn(`#PIXEL ART${mark}`)).toEqual([published.body.data.id]);
    expect((await tagPage(`Ｐｉｘｅｌ Art${mark}`)).body.data.tag).toBe(`pixel art${mark}`);

    // A saved edit replaces them: the dropped tag's page no longer lists the post.
    const edited = await t.call(
      postEndpoints.publish,
      { id: String(published.body.data.id), title: '带标签的作品', tags: [`web${mark}`] },
      { cookie },
    );
    expect(edited.body.data.tags).toEqual([`web${mark}`]);
    expect(await idsOn(`pixel art${mark}`)).toEqual([]);
    expect(await idsOn(`web${mark}`)).toEqual([published.body.data.id]);
  });

  it.each([
    [Array.from({ length: POST_TAGS_MAX + 1 }, (_, i) => `标签${i}`), `最多添加${POST_TAGS_MAX}个标签`],
    [['字'.repeat(21)], '每个标签最多20个字'],
    [['  # '], '标签不能为空'],
    [['a/b'], '标签只能包含文字、数字，以及文字之间的空格、连字符（-）、下划线（_）或间隔号（·）'],
    [['<script>'], '标签只能包含文字、数字，以及文字之间的空格、连字符（-）、下划线（_）或间隔号（·）'],
    [['a\u0007b'], '标签包含无效字符'],
  ])('refuses tags %j with a Chinese 400', async (tags, message) => {
    const { cookie } = await buildSignedInUser(t, { isCreator: true, nickname: '标签作者' });
    const res = await t.call(postEndpoints.saveDraft, { title: '草稿', tags }, { cookie });

    expect(res.body).toEqual(invalidParams(message));
  });

  // The starter word lists (migration create-word-lists): 六合彩 blocks, 傻逼 is masked elsewhere.
  it.each([
    ['六合彩', '标签含有赌博诈骗内容，不能发布，请修改（见平台公约）'],
    ['傻逼', '标签含有不允许使用的词语，请修改（见平台公约）'],
  ])(
    'publishing with the listed word %s in a tag is refused, and no tag is stored',
    async (word, message) => {
      const { cookie } = await buildSignedInUser(t, { isCreator: true, nickname: '标签作者' });
      const res = await t.call(postEndpoints.publish, { title: '作品', tags: ['插画', word] }, { cookie });

      expect(res.body).toMatchObject({ code: 400, message, reason: 'text_blocked' });
      expect(await idsOn(word)).toEqual([]);
    },
  );

  it('ten tags written the same after normalising count once', async () => {
    const { cookie } = await buildSignedInUser(t, { isCreator: true, nickname: '标签作者' });
    const tags = [...Array.from({ length: POST_TAGS_MAX }, (_, i) => `tag${i}`), 'TAG0', 'Ｔａｇ1'];
    const res = await t.call(postEndpoints.saveDraft, { title: '草稿', tags }, { cookie });

    expect(res.body.data.tags).toHaveLength(POST_TAGS_MAX);
  });
});

describe('GET /api/tag/posts', () => {
  it('lists live posts newest first, never drafts, hidden, deleted, scheduled, held, taken-down or banned creators’ ones', async () => {
    const tag = newTag();
    const creator = await buildCreator(t.db);
    const hour = 3_600_000;
    const older = await buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() - 2 * hour) });
    const newer = await buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() - hour) });
    const notListed = await Promise.all([
      buildPost(t.db, creator.id, { status: 'draft', publishedAt: null }),
      buildPost(t.db, creator.id, { status: 'hidden' }),
      buildPost(t.db, creator.id, { status: 'deleted' }),
      buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() + 24 * hour) }),
      buildPost(t.db, creator.id, { heldAt: new Date() }),
      buildPost(t.db, creator.id, { takenDownAt: new Date(), takedownReason: '违规' }),
    ]);
    const banned = await buildCreator(t.db, { bannedAt: new Date(), banReason: '违规' });
    notListed.push(await buildPost(t.db, banned.id));
    for (const post of [older, newer, ...notListed]) await tagPost(post.id, [tag]);

    expect(await idsOn(tag)).toEqual([newer.id, older.id]);
    const first = await tagPage(tag, { pageSize: '1' });
    expect(first.body.data.items.map((p) => p.id)).toEqual([newer.id]);
    const second = await tagPage(tag, { pageSize: '1', cursor: first.body.data.nextCursor ?? '' });
    expect(second.body.data.items.map((p) => p.id)).toEqual([older.id]);
    expect(second.body.data.nextCursor).toBeNull();
  });

  it('a scheduled post joins its tag page when its time is moved into the past (the time is copied)', async () => {
    const tag = newTag();
    const creator = await buildCreator(t.db);
    const later = await buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() + 86_400_000) });
    await tagPost(later.id, [tag]);
    expect(await idsOn(tag)).toEqual([]);

    await t.db
      .updateTable('posts')
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where('id', '=', later.id)
      .execute();
    expect(await idsOn(tag)).toEqual([later.id]);
  });

  it('an unknown tag is an empty page, not an error; a bad tag or a cursor of another list is a 400', async () => {
    expect((await tagPage(newTag())).body.data).toMatchObject({ items: [], nextCursor: null });
    expect((await tagPage('   ')).body).toEqual(invalidParams('标签不能为空'));
    expect((await tagPage('x'.repeat(21))).body).toEqual(invalidParams('每个标签最多20个字'));
    expect((await tagPage(newTag(), { cursor: 'not-a-cursor' })).body).toEqual(
      invalidParams('分页游标格式不正确'),
    );
  });
});
