import { expect, type Page } from '@playwright/test';
import { test } from '../../fixtures/csp';

/** Where the parts of a painted page are, to the pixel. */
async function boxes(page: Page, selectors: string[]) {
  const found: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const selector of selectors) found[selector] = await page.locator(selector).first().boundingBox();

  return found;
}

const round = (value: Record<string, { x: number; y: number; width: number; height: number } | null>) =>
  Object.fromEntries(
    Object.entries(value).map(([key, box]) => [
      key,
      box && [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)],
    ]),
  );

test.describe('[READING] pages the server paints before any script', () => {
  test('a free post reads from the HTML alone: title, author, time, body', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/post/1', { waitUntil: 'domcontentloaded' });

    await expect(page.getByRole('heading', { level: 1, name: '城市角落速写：雨后的老街口' })).toBeVisible();
    await expect(page.locator('.post-article__nickname')).toHaveText('蛙蛙画画');
    await expect(page.locator('.post-article__time')).toContainText('发布于 20');
    await expect(page.locator('.post-body')).toContainText('积水里倒映着一排路灯');
    await expect(page.locator('.loading-screen')).toHaveCount(0);
  });

  test('a search sent from the painted page before any script lands on the results', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/post/1', { waitUntil: 'domcontentloaded' });

    await page.getByRole('searchbox', { name: '搜索' }).fill('蛙蛙');
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter');

    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && url.searchParams.get('keyword') === '蛙蛙',
    );
  });

  test('a locked post shows its preview and the lock, never its body', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    const response = await page.goto('/post/2', { waitUntil: 'domcontentloaded' });

    await expect(page.getByRole('heading', { level: 1, name: /橘猫邮差/ })).toBeVisible();
    await expect(page.getByText('这是一篇付费作品')).toBeVisible();
    await expect(page.locator('.post-body')).toHaveCount(0);
    // The demo body's words are nowhere in what was sent.
    expect(await response?.text()).not.toContain('前后画了三个晚上');
  });

  for (const [path, parts] of [
    [
      '/post/1',
      ['.topbar', '.post-article__title', '.post-article__byline', '.post-body', '.post-article__actions'],
    ],
    [
      '/post/2',
      ['.topbar', '.post-article__title', '.post-article__summary', '.lock-panel', '.lock-panel__unlock'],
    ],
    ['/', ['.topbar', '.promo-hero__title', '.promo-hero__actions', '.promo-offerings']],
  ] as const) {
    test(`the app takes ${path} over without moving anything`, async ({ context }) => {
      // Two pages of the test's context, so with this project's viewport (desktop or phone).
      const painted = await context.newPage();
      await painted.route('**/*.js', (route) => route.abort());
      await painted.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(painted.locator('[data-server-rendered]')).toHaveCount(1);
      const before = round(await boxes(painted, [...parts]));
      await painted.close();

      const page = await context.newPage();
      await page.goto(path);
      // The app rendered over the painted page (the mark is gone) and runs (the follow button or
      // the featured creators come from it).
      await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
      await expect(
        page.locator('.comment-section, .promo-creators, .promo-creators__empty').first(),
      ).toBeVisible();
      expect(round(await boxes(page, [...parts]))).toEqual(before);
      await page.close();
    });
  }
});
