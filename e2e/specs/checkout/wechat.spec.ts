import { tradeEndpoints } from '@frog/contracts';
import { devices, expect, type Page } from '@playwright/test';
import { postForm } from '../../fixtures/api';
import { shot, signInDemoSupporter, signUpFreshBuyer, submitTip, test } from '../../fixtures/buyer';
import { nonContractRoutes } from '../../fixtures/routes';

const PAID_POST = '/post/2';
const WECHAT_UA = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN`;

/** Inside WeChat: the fake bridge answers `result` to getBrandWCPayRequest. */
async function inWechat(page: Page, result: 'ok' | 'cancel' | 'fail') {
  await page.addInitScript((answer) => {
    (window as unknown as { __WX_BRIDGE_RESULT__: string }).__WX_BRIDGE_RESULT__ = answer;
  }, result);
  // The simulator serves its fake bridge; tests never import server code (only the contracts).
  const script = await (await page.request.get(nonContractRoutes.simWechatBridge)).text();
  await page.addInitScript(script);
}

/** The cashier really called getBrandWCPayRequest once, with parameters the bridge accepted. */
async function expectOneValidBridgeCall(page: Page) {
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __WX_BRIDGE_CALLS__?: { name: string }[]; __WX_BRIDGE_ERROR__?: string };
    return {
      names: (w.__WX_BRIDGE_CALLS__ ?? []).map((call) => call.name),
      error: w.__WX_BRIDGE_ERROR__ ?? '',
    };
  });
  expect(seen).toEqual({ names: ['getBrandWCPayRequest'], error: '' });
}

/** Opens the cashier and follows the real OAuth round trip through the simulator back with a code. */
async function openCashierThroughOauth(page: Page, cashierUrl: string) {
  const oauthHops: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) oauthHops.push(request.url());
  });
  await page.goto(cashierUrl);
  await expect(page).toHaveURL(/\/checkout\/h5\/cashier\?.*code=/);
  expect(oauthHops.some((url) => url.includes(nonContractRoutes.simWechatOauthAuthorize))).toBe(true);
  await expect(page.getByText('蛙蛙画画').first()).toBeVisible();
  // The pay info is stored for the bridge (SPEC 3).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('payment'))).toContain('prepay_id=');
}

test.describe('[CHECKOUT] WeChat Pay inside WeChat (fake WeixinJSBridge)', () => {
  test.use({ userAgent: WECHAT_UA });

  test('ok: unlock through silent OAuth and JSAPI, success, and the post really opens', async ({ page }) => {
    await inWechat(page, 'ok');
    await signUpFreshBuyer(page);
    await page.goto(PAID_POST);
    await page.getByRole('button', { name: '解锁 ¥9.90' }).click();
    const dialog = page.getByRole('dialog', { name: '解锁作品' });
    await expect(dialog.getByRole('radio', { name: '微信支付' })).toBeChecked();
    await shot(page, 'wechat-1-dialog');
    await dialog.getByRole('button', { name: '确认支付 ¥9.90' }).click();

    await expect(page).toHaveURL(/\/checkout\/h5\/cashier\?.*code=/);
    const paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('payment'))).toContain('prepay_id=');
    await shot(page, 'wechat-2-cashier');
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expectOneValidBridgeCall(page);
    await shot(page, 'wechat-3-success');
    // The browser's word is only a hint: the server must have the payment as paid (status 2).
    await expect
      .poll(
        async () =>
          (await postForm(page.request, tradeEndpoints.paymentStatus, { payment: paymentNo })).data.status,
      )
      .toBe(2);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PAID_POST);
    await expect(page.locator('.post-body')).toBeVisible();
  });

  for (const { result, text } of [
    { result: 'cancel', text: '用户取消支付' },
    { result: 'fail', text: '支付失败，请返回重试' },
  ] as const) {
    test(`${result}: pay-fail with ${text}`, async ({ page, supporterSession }) => {
      await inWechat(page, result);
      await signInDemoSupporter(page, supporterSession);
      const order = await submitTip(page, 'wechat');
      await openCashierThroughOauth(page, order.cashierUrl);
      await page.getByRole('button', { name: '确认支付' }).click();

      await expect(page).toHaveURL(/\/checkout\/h5\/pay-fail/);
      await expect(page.getByText(text)).toBeVisible();
      await expectOneValidBridgeCall(page);
      await shot(page, `wechat-${result}`);
    });
  }
});
