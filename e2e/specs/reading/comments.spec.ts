import { expect, type Page } from '@playwright/test';
import { signInAs, signInDemoSupporter, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';

test.describe('[READING] post page: comments, replies and the paywall', () => {
  test('a supporter comments, the creator replies, a visitor reads both as text', async ({
    browser,
    page: fan,
    supporterSession,
  }) => {
    const words = `雨后的街口真好看 <b>${Date.now()}</b>`;
    // The worker's supporter session: password sign-in is limited per phone, and many specs use this one.
    await signInDemoSupporter(fan, supporterSession);
    await fan.goto('/post/1');
    await fan.getByPlaceholder('友善发言，理性交流').fill(words);
    await fan.getByRole('button', { name: '发布' }).click();
    await expect(fan.getByText('评论成功')).toBeVisible();
    const thread = (page: Page) => page.locator('.comment-thread', { hasText: words });
    await expect(thread(fan)).toBeVisible();

    const creator = await browser.newPage();
    await signInAs(creator, demo.creator);
    await creator.goto('/post/1');
    await thread(creator).getByRole('button', { name: '回复', exact: true }).first().click();
    await creator.getByPlaceholder(`回复 @${demo.supporter.nickname}：`).fill('谢谢你喜欢');
    await thread(creator).getByRole('button', { name: '回复', exact: true }).last().click();
    await expect(creator.getByText('回复成功')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/post/1');
    // Plain text: the tags show as typed, nothing is bold.
    await expect(thread(visitor).getByText(words)).toBeVisible();
    await expect(thread(visitor).locator('b')).toHaveCount(0);
    await expect(thread(visitor).getByText('谢谢你喜欢')).toBeVisible();
    await expect(visitor.getByText('后参与评论')).toBeVisible();
    // Its 登录 link in the theme's link green (--frog-green-text), not the browser's default blue.
    const signIn = visitor.locator('.comment-section__signin').getByRole('link', { name: '登录' });
    await expect(signIn).toHaveCSS('color', 'rgb(0, 122, 77)');
    await expect(thread(visitor).getByRole('button', { name: '删除' })).toHaveCount(0);
  });

  test('an anonymous visitor sees the preview and price of a paid post, and unlocking asks to sign in', async ({
    page,
  }) => {
    await page.goto('/post/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('这是一篇付费作品')).toBeVisible();
    await expect(page.locator('.post-body')).toHaveCount(0);
    // A visitor's 解锁 is a link to sign in (it works in the server-painted page before the app runs).
    await page.getByRole('link', { name: /解锁 ¥\d+\.\d{2}/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpost%2F2/);
  });

  test('a missing post shows a friendly screen', async ({ page }) => {
    await page.goto('/post/987654');
    await expect(page.getByText('作品不存在或已删除')).toBeVisible();
  });
});
