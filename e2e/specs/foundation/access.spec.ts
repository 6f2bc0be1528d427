import { expect } from '@playwright/test';
import { test } from '../../fixtures/csp';

// SPEC 2.1 as an anonymous visitor walks it. Every route's rule is checked by the router's unit test
// (apps/web/src/app/router.test.ts); here the real build, served by the real server, in Chromium.
test.describe('[ACCESS] anonymous visitor', () => {
  test('reads a post and a profile, and is sent to sign in for a page of their own', async ({ page }) => {
    for (const path of ['/', '/post/1', '/user/frog-draws', '/search', '/term']) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
    }

    await page.goto('/mine');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mine');
    await expect(page.getByRole('tab', { name: '验证码登录' })).toBeVisible();
  });

  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expect(page.getByText('页面走丢了')).toBeVisible();
  });

  test('a bad address shows the app’s not-found page, never JSON or a blank page', async ({ page }) => {
    // Unknown posts and profiles also answer HTTP 404 (crawlers and link checkers are told).
    const cases: [string, string, number][] = [
      ['/post/abc', '作品不存在或已删除', 404],
      ['/post/99999999999', '作品不存在或已删除', 404],
      ['/post/2147483646', '作品不存在或已删除', 404],
      ['/user/xyz-no-such-user', '用户不存在', 404],
      [`/user/${'x'.repeat(40)}`, '用户不存在', 404],
      ['/foo/bar', '页面走丢了', 200],
      ['/%E4', '页面走丢了', 200],
    ];
    for (const [path, heading, status] of cases) {
      expect((await page.goto(path))?.status(), path).toBe(status);
      await expect(page.getByText(heading, { exact: true }), path).toBeVisible();
      expect(await page.locator('body').innerText(), path).not.toContain('"code"');
    }
  });

  test('the cashier opens without sign-in', async ({ page }) => {
    await page.goto('/checkout/h5/pay-fail');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/login/);
  });
});
