import { expect } from '@playwright/test';
import { test } from '../../fixtures/csp';
import { saveShot } from '../../fixtures/shots';

test.describe('[FOUNDATION] the loading screen is in the first paint', () => {
  test('with every script held back, the page already shows three groups of four moving dots', async ({
    page,
  }) => {
    // No script ever arrives: what shows is the HTML and its inline style alone. (A post and / are
    // painted by the server instead: reading/server-painted.spec.ts.)
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/search', { waitUntil: 'domcontentloaded' });

    const screen = page.getByRole('status');
    await expect(screen).toBeVisible();
    await expect(screen).toHaveText('加载中');
    await expect(page.locator('.loading-screen__group')).toHaveCount(3);
    await expect(page.locator('.loading-screen__group .loading-screen__dot')).toHaveCount(12);
    const dot = page.locator('.loading-screen__dot').nth(5);
    await expect(dot).toBeVisible();
    expect(await dot.evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'loading-screen-pulse',
    );
    expect(await dot.evaluate((element) => getComputedStyle(element).animationDelay)).toBe('0.36s');
    await saveShot(page, 'checkout-shots', 'first-paint', { settleMs: 0 });
  });

  test('once the app has loaded it replaces the loading screen with the page', async ({ page }) => {
    await page.goto('/post/1');
    await expect(page.getByRole('heading', { name: '城市角落速写：雨后的老街口' })).toBeVisible();
    await expect(page.locator('.loading-screen')).toHaveCount(0);
  });
});
