import { expect } from '@playwright/test';
import { test } from '../../fixtures/csp';
import { demo } from '../../fixtures/routes';
import { freshPhone, lastSmsCode } from '../../fixtures/session';

test.describe('[AUTH] sign-in returns the visitor to where they were going', () => {
  test('first SMS sign-in creates the account, asks for a nickname and lands on the guarded page', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto('/mine');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmine/);

    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
    await page.getByPlaceholder('6位数字验证码').fill(await lastSmsCode(request, phone));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录 / 注册' }).click();

    await expect(page.getByRole('heading', { name: '设置昵称' })).toBeVisible();
    const nickname = `新蛙${phone.slice(-4)}`;
    await page.getByLabel('昵称').fill(nickname);
    await page.getByRole('button', { name: /完成|确定|保存/ }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/mine');
    await expect(page.getByRole('main').getByText(nickname).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
    expect(stored.nickname).toBe(nickname);
  });

  test('password sign-in as the demo supporter lands on the guarded page', async ({ page }) => {
    await page.goto('/user-settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser-settings/);
    await page.getByRole('tab', { name: '密码登录' }).click();
    const panel = page.getByRole('tabpanel', { name: '密码登录' });
    await panel.getByLabel('手机号').fill(demo.supporter.phone);
    await panel.getByLabel('密码').fill(demo.supporter.password);
    await page.getByRole('checkbox').check();
    await panel.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/user-settings');
    await expect(page.getByLabel('昵称')).toHaveValue(demo.supporter.nickname);
  });

  test('a wrong password is refused with a Chinese message and nothing is stored', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '密码登录' }).click();
    const panel = page.getByRole('tabpanel', { name: '密码登录' });
    // The demo supporter: fewer specs sign it in by password than the creator (10 attempts per phone in 15 minutes).
    await panel.getByLabel('手机号').fill(demo.supporter.phone);
    await panel.getByLabel('密码').fill('Wrong9999');
    await page.getByRole('checkbox').check();
    await panel.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByText('手机号或密码错误')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });
});
