import { expect } from '@playwright/test';
import { test } from '../../fixtures/csp';

// A route whose code cannot load (e.g. a stale deploy) shows the router's error screen.
test('[ERROR] a broken route shows the error screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.route(/\/assets\/term-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/term');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});
