import { expect } from '@playwright/test';
import { test } from '../../fixtures/csp';
import { nonContractRoutes } from '../../fixtures/routes';

// SPEC 6: a 401 removes the stored userInfo, except on the exempt paths (each one is checked by
// apps/web/src/lib/request.test.ts; here one of them in the real build).
const staleUserInfo = JSON.stringify({ id: '999', nickname: '过期的会话' });

test.describe('[AUTH] a 401 answer and the stored userInfo', () => {
  test('on a guarded page a 401 clears userInfo and sends the visitor to /login', async ({ page }) => {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('userInfo', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, staleUserInfo);
    await page.goto('/mine');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('on a post page a 401 leaves userInfo in place', async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('userInfo', value), staleUserInfo);
    const unauthorized = page.waitForResponse(
      (r) => r.url().includes(nonContractRoutes.apiPrefix) && r.status() === 401,
    );
    await page.goto('/post/1');
    await unauthorized;
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBe(staleUserInfo);
  });
});
