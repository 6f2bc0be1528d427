import { expect, test } from '@playwright/test';
import { guardedRoutes, openRoutes } from '../../fixtures/routes';

// SPEC 2.1: open routes render for an anonymous visitor; every other route sends them to /login.
test.describe('[ACCESS] anonymous visitor', () => {
  for (const path of openRoutes) {
    test(`open route ${path} renders without sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/login\?redirect=/);
      if (path !== '/checkout/h5') expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  for (const path of guardedRoutes) {
    test(`guarded route ${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      // /message opens its first child, so the redirect may name that child.
      expect(new URL(page.url()).searchParams.get('redirect')).toMatch(new RegExp(`^${path}(/|$)`));
      await expect(page.getByRole('tab', { name: '验证码登录' })).toBeVisible();
    });
  }

  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expect(page.getByText('页面走丢了')).toBeVisible();
  });
});
