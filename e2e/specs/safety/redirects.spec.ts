import { expect } from '@playwright/test';
import { test } from '../../fixtures/csp';

/** Values someone could plant in `payRedirectPath` or a shared `/login?redirect=` link. */
const HOSTILE = [
  '//evil.example/x',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

test.describe('[SAFETY] "back to where you were" stays on this site', () => {
  test('pay-success 返回 ignores a planted payRedirectPath and goes home', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    for (const planted of HOSTILE) {
      await page.goto('/checkout/h5/pay-success?price=6.66&paymentNo=P1&channel=alipay');
      await page.evaluate((value) => localStorage.setItem('payRedirectPath', value), planted);
      await page.getByRole('button', { name: '返回' }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('payRedirectPath'))).toBeNull();
    }
  });

  test('/login with a hostile redirect shows the form, and a signed-in visitor goes to /home instead', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    for (const redirect of HOSTILE) {
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
    }
    // The page's loader sends someone already signed in on at once: to /home, not to the planted
    // value. (This visitor only looks signed in, so /home's calls then send them back to /login.)
    await page.addInitScript(() => localStorage.setItem('userInfo', JSON.stringify({ nickname: '小绿' })));
    for (const redirect of HOSTILE) {
      const landed = page.waitForURL((url) => url.pathname === '/home');
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await landed;
      expect(new URL(page.url()).origin).toBe(origin);
    }
  });
});
