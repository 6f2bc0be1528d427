import { authEndpoints, postEndpoints, userEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { callApi, postForm } from '../../fixtures/api';
import { test } from '../../fixtures/buyer';
import { scrollToCard } from '../../fixtures/feed';
import { demo } from '../../fixtures/routes';
import { freshPhone, lastSmsCode } from '../../fixtures/session';

/** Another seeded creator, whose new post competes with the demo creator's older ones. */
const otherCreator = { phone: '13800000004', password: 'Demo1234' };
/** Seeded posts of the demo creator: a free one and a paid one (¥9.90). */
const seedFreeTitle = '城市角落速写：雨后的老街口';
const seedPaidTitle = '橘猫邮差：完整绘制过程与配色笔记';
const seedPaidBodyText = '配色笔记：主色是暖橘';

/** Card titles of the home feed, top to bottom, scrolled down until the given title is among them. */
async function feedTitles(page: Page, waitFor: string): Promise<string[]> {
  await page.goto('/home');
  await scrollToCard(page, waitFor);

  return page.locator('.post-card__title').allTextContents();
}

/**
 * `newer` is listed above `older`, or `older` is not loaded yet (posts published by other specs
 * running at the same time push the seeded ones down).
 */
function expectAbove(titles: string[], newer: string, older: string) {
  expect(titles).toContain(newer);
  if (titles.includes(older)) expect(titles.indexOf(newer)).toBeLessThan(titles.indexOf(older));
}

test.describe('[READING] follow → the creator comes first in the home feed', () => {
  test('a new user follows the demo creator from the profile, then unfollows', async ({
    page,
    playwright,
  }) => {
    // Another creator publishes now, so "newest first" alone would put this post above the demo creator's.
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await callApi(other, authEndpoints.passwordLogin, otherCreator);
    const otherTitle = `新歌小样 ${Date.now()}`;
    const draft = await postForm(other, postEndpoints.saveDraft, {
      title: otherTitle,
      summary: '用吉他录的一段小样。',
      bodyHtml: '<p>小样正文</p>',
      visibility: 'free',
    });
    const published = await postForm(other, postEndpoints.publish, {
      id: String(draft.data.id),
      title: otherTitle,
      summary: '用吉他录的一段小样。',
      bodyHtml: '<p>小样正文</p>',
      visibility: 'free',
    });
    expect(published.code, published.message).toBe(200);
    await other.dispose();

    // A fresh user signs up by SMS.
    const phone = freshPhone();
    await callApi(page.request, authEndpoints.smsSend, { phone });
    const code = await lastSmsCode(page.request, phone);
    const signUp = await postForm(page.request, authEndpoints.smsLogin, {
      phone,
      code,
    });
    expect(signUp.data.isNew).toBe(true);
    // A new account picks a nickname before the signed-in pages open (the login page asks for it).
    const named = await postForm(page.request, userEndpoints.updateProfile, {
      nickname: `新读者${phone.slice(-4)}`,
    });
    expect(named.code, named.message).toBe(200);
    await page.goto('/404');
    await page.evaluate((user) => localStorage.setItem('userInfo', JSON.stringify(user)), named.data);

    // Following nobody: recommended posts, newest first, so the other creator's new post leads.
    expectAbove(await feedTitles(page, otherTitle), otherTitle, seedFreeTitle);

    // Follow the demo creator from their profile.
    await page.goto('/user/frog-draws');
    await page.locator('.profile-header').getByRole('button', { name: '关注' }).click();
    await expect(page.getByText('已关注').first()).toBeVisible();

    // The demo creator's posts now come first, the other creator's only after all of them.
    expectAbove(await feedTitles(page, seedPaidTitle), seedPaidTitle, otherTitle);
    const firstCard = page.locator('.post-card').first();
    await expect(firstCard.locator('.post-card__author')).toContainText(demo.creator.nickname);
    // The paid post shows its lock and price, never its body.
    const paidCard = page.locator('.post-card', { hasText: seedPaidTitle });
    await expect(paidCard.locator('.lock-badge')).toContainText('¥9.90');
    await expect(page.getByText(seedPaidBodyText)).toHaveCount(0);

    // Unfollowing removes the priority.
    await page.goto('/user/frog-draws');
    await page.locator('.profile-header').getByRole('button', { pressed: true }).click();
    await expect(page.locator('.profile-header').getByRole('button', { name: '关注' })).toBeVisible();
    expectAbove(await feedTitles(page, otherTitle), otherTitle, seedFreeTitle);
  });
});

test('[READING] a visitor searches from the top bar, on a phone too, up to the server’s 30 characters', async ({
  page,
}) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: '搜索' });
  await expect(box).toBeVisible();
  const { width } = (await box.boundingBox()) ?? { width: 0 };
  expect(width).toBeGreaterThan(120);
  await box.pressSequentially('蛙'.repeat(40));
  await expect(box).toHaveValue('蛙'.repeat(30));
  await box.fill('蛙蛙');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“蛙蛙”的搜索结果');
});
