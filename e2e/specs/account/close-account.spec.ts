import { expect } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { screenshot } from '../../fixtures/admin';
import { signUpFreshBuyer, test } from '../../fixtures/buyer';
import { waitForNextSmsCode } from '../../fixtures/session';

/**
 * [ACCOUNT] 注销账号 on a phone (docs/ACCOUNT-CLOSURE.md): a supporter reads what goes and what the
 * law keeps, confirms with the code sent to their phone, and is signed out (what the server keeps
 * and empties is tested in account-closure.routes.test.ts).
 */
test.describe('[ACCOUNT] 注销账号', () => {
  test.skip(() => test.info().project.name !== 'phone', 'a supporter’s own settings, on a phone');

  test('a supporter closes their account with a code and is signed out', async ({ page }) => {
    const signedUpAt = Date.now();
    await signUpFreshBuyer(page);
    await page.goto(paths.userSettings.href());
    const card = page.locator('.settings-card', { hasText: '注销账号' });
    await expect(card.getByText(/订单、付款和退款记录依法保留至少三年/)).toBeVisible();
    await card.getByRole('button', { name: '注销账号' }).click();

    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await waitForNextSmsCode(signedUpAt);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    // The development server shows the code it sent (production never does).
    const hint = dialog.getByText(/^开发环境验证码：\d{6}/);
    await expect(hint).toBeVisible();
    const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
    await dialog.getByLabel('验证码').fill(code);
    await screenshot(page, 'phone-close-account-dialog');
    await dialog.getByRole('button', { name: '确认注销' }).click();

    // Told so on the page it lands on (the site's notice outlives the settings page), then signed out
    // on the home page.
    await expect(page.getByRole('status').filter({ hasText: '账号已注销' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: '账号' }).getByRole('link', { name: '登录' }),
    ).toBeVisible();
    // Signed out: the settings page asks to sign in first.
    await page.goto(paths.userSettings.href());
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
