import { authEndpoints, postEndpoints } from '@frog/contracts';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { postForm } from '../../fixtures/api';
import { projectContext, signInDemoSupporter, signInPage, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';

/**
 * A seeded creator (not the demo creator, whose sign-in budget other journeys spend): signs in once
 * per project and publishes a free post of this run to be commented on.
 */
const creator = { phone: '13800000003', password: 'Demo1234', nickname: '青柠插画馆' };

const shot = (page: Page, name: string) => saveShot(page, 'message-shots', name);

async function publishFreePost(request: APIRequestContext, title: string): Promise<number> {
  const post = { title, summary: '给收到的评论测试用', bodyHtml: '<p>正文</p>', visibility: 'free' as const };
  const draft = await postForm(request, postEndpoints.saveDraft, post);
  expect(draft.code, draft.message).toBe(200);
  const published = await postForm(request, postEndpoints.publish, { ...post, id: String(draft.data.id) });
  expect(published.code, published.message).toBe(200);

  return Number(draft.data.id);
}

test.describe('[MESSAGES] 收到的评论', () => {
  // One viewport: both projects would share the seeded creator, and opening 收到的评论 in one run
  // marks the other run's comment read. The item's layout is covered by received-comment-item.test.tsx.
  test.skip(() => test.info().project.name !== 'phone', 'phone only: one seeded creator');

  test('the creator replies to a supporter’s comment; the supporter sees it with the quote and replies in place', async ({
    page,
    browser,
    supporterSession,
  }) => {
    test.slow();
    const tag = runTag();
    const title = `雨夜插画 ${tag}`;

    // The creator, in their own browser, publishes a post.
    const creatorContext = await projectContext(browser);
    const creatorPage = await creatorContext.newPage();
    const login = await postForm(creatorPage.request, authEndpoints.passwordLogin, {
      phone: creator.phone,
      password: creator.password,
    });
    expect(login.code, login.message).toBe(200);
    await signInPage(creatorPage, login.data.user);
    const postId = await publishFreePost(creatorPage.request, title);

    // The supporter comments on it.
    await signInDemoSupporter(page, supporterSession);
    await page.goto(paths.post.href(postId));
    await page.getByPlaceholder('友善发言，理性交流').fill(`好喜欢这张 ${tag}`);
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('评论成功')).toBeVisible();

    // The creator finds it under 收到的评论 (new, on their post) and replies in place.
    await creatorPage.goto(paths.recComment.href());
    const received = creatorPage.getByRole('listitem').filter({ hasText: `好喜欢这张 ${tag}` });
    await expect(received).toContainText(`${demo.supporter.nickname}评论了我的作品`);
    await expect(received).toContainText(`《${title}》`);
    await expect(received.getByText('新')).toBeVisible();
    await shot(creatorPage, 'creator-received');
    await received.getByRole('button', { name: '回复' }).click();
    await received.getByLabel(`回复 @${demo.supporter.nickname}`).fill(`谢谢喜欢 ${tag}`);
    await received.getByRole('button', { name: '发布回复' }).click();
    await expect(creatorPage.getByText('回复成功')).toBeVisible();

    // The supporter: the reply, quoting what they wrote, with the post title; they answer in place.
    await page.goto(paths.recComment.href());
    const reply = page.getByRole('listitem').filter({ hasText: `谢谢喜欢 ${tag}` });
    await expect(reply).toContainText(`${creator.nickname}回复了我的评论`);
    await expect(reply).toContainText(`我的评论：好喜欢这张 ${tag}`);
    await expect(reply).toContainText(`《${title}》`);
    await shot(page, 'supporter-received');
    await page.waitForTimeout(600);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect
      .soft(blocking.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })))
      .toEqual([]);
    await reply.getByRole('button', { name: '回复' }).click();
    await reply.getByLabel(`回复 @${creator.nickname}`).fill(`期待下一张 ${tag}`);
    await reply.getByRole('button', { name: '发布回复' }).click();
    await expect(page.getByText('回复成功')).toBeVisible();
    await shot(page, 'supporter-replied');

    // It lands under the same comment on the post, and in the creator's inbox quoting their reply.
    await page.goto(paths.post.href(postId));
    await expect(page.locator('.comment-thread', { hasText: `好喜欢这张 ${tag}` })).toContainText(
      `期待下一张 ${tag}`,
    );
    await creatorPage.goto(paths.recComment.href());
    await expect(creatorPage.getByRole('listitem').filter({ hasText: `期待下一张 ${tag}` })).toContainText(
      `我的评论：谢谢喜欢 ${tag}`,
    );

    // 创作者设置: the creator limits who may write to them, sees it saved, and opens it again.
    await creatorPage.goto(paths.creatorSettings.href());
    const setting = creatorPage.getByRole('radiogroup', { name: '私信权限' });
    await expect(setting.getByRole('radio', { name: '所有人' })).toBeChecked();
    await setting.getByText('仅支持过我的人').click();
    await expect(creatorPage.getByText('私信权限已保存')).toBeVisible();
    await creatorPage.getByRole('heading', { name: '私信权限' }).scrollIntoViewIfNeeded();
    await shot(creatorPage, 'creator-dm-setting');
    await setting.getByText('所有人').click();
    await expect(setting.getByRole('radio', { name: '所有人' })).toBeChecked();
    await creatorContext.close();
  });
});
