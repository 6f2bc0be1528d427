// The plain Playwright `test`, not fixtures/csp: these tests cause CSP violations on purpose.
import { expect, type Page, test } from '@playwright/test';

/** A page of another site that frames ours (served by Playwright, never reaching our server). */
const EVIL_ORIGIN = 'http://evil.example';

/**
 * Opens a page of another site that frames `target`, and expects the browser to refuse it: Chromium
 * replaces a frame refused by frame-ancestors / X-Frame-Options with its own error page.
 */
async function expectFramingRefused(page: Page, target: string): Promise<void> {
  await page.route(`${EVIL_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>evil</title><iframe src="${target}" width="400" height="300"></iframe>`,
    }),
  );
  await page.goto(`${EVIL_ORIGIN}/frame`);
  const child = () => page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => child()?.url() ?? '').toMatch(/^chrome-error:/);
}

test.describe('[SAFETY] framing and the Content-Security-Policy in the browser', () => {
  for (const path of [
    '/',
    '/post/1',
    '/login',
    '/checkout/h5/cashier?price=1.00&paymentNo=P1&channel=alipay',
  ]) {
    test(`another site cannot frame ${path.split('?')[0]}`, async ({ page, baseURL }) => {
      const response = await page.request.get(path);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');

      await expectFramingRefused(page, `${baseURL}${path}`);
    });
  }

  test('our own pages may frame each other', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => {
      const iframe = document.createElement('iframe');
      iframe.src = '/term';
      document.body.append(iframe);
    });
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('an injected inline script does not run, and the browser says why', async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
    });
    await page.goto('/post/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));

      return (window as unknown as { __injected?: boolean }).__injected === true;
    });

    expect(ran).toBe(false);
    await expect.poll(() => reports.join('\n')).toMatch(/script-src 'self'/);
  });
});
