import { tradeEndpoints } from '@frog/contracts';
import { type Browser, type BrowserContext, devices, expect, type Page } from '@playwright/test';
import {
  type SupporterSession,
  shot,
  signInDemoSupporter,
  signUpFreshBuyer,
  submitTip,
  test,
} from '../../fixtures/buyer';
import { nonContractRoutes } from '../../fixtures/routes';

/** The seeded paid post (¥9.90) by 蛙蛙画画. */
const PAID_POST = '/post/2';
const WECHAT_UA = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN`;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** A phone that has never seen this site: no cookies, no storage (the buyer scanned a QR code). */
async function freshPhone(browser: Browser, userAgent: string): Promise<BrowserContext> {
  const baseURL = test.info().project.use.baseURL;

  return browser.newContext({ ...PHONE, userAgent, baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
}

/** WeChat's JSAPI bridge, played by the simulator's fake, answering `ok`. */
async function withWechatBridge(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __WX_BRIDGE_RESULT__: string }).__WX_BRIDGE_RESULT__ = 'ok';
  });
  const script = await (await page.request.get(nonContractRoutes.simWechatBridge)).text();
  await page.addInitScript(script);
}

/** A phone-only test's start: the demo supporter signs in and submits a tip paid by `channel`. */
async function phoneTip(page: Page, session: SupporterSession, channel: 'wechat' | 'alipay') {
  test.skip(test.info().project.name !== 'phone', 'a phone screen');
  await signInDemoSupporter(page, session);

  return submitTip(page, channel);
}

/** Every API answer the page got, to show that no call was refused for want of a session. */
function recordApiCodes(page: Page): Array<{ path: string; code: number }> {
  const seen: Array<{ path: string; code: number }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(nonContractRoutes.apiPrefix)) return;
    const body = (await response.json().catch(() => ({}))) as { code?: number };
    seen.push({ path: url.pathname, code: body.code ?? response.status() });
  });

  return seen;
}

test.describe('[CHECKOUT] a cashier that pays from any device (issue 10)', () => {
  test('desktop picks 微信支付, the phone scans the QR code in WeChat without a session and pays; the desktop tab reaches 支付成功 by itself', async ({
    page,
    browser,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'a desktop journey (the phone is opened inside it)');
    test.slow();
    await signUpFreshBuyer(page);
    await page.goto(PAID_POST);
    await page.getByRole('button', { name: '解锁 ¥9.90' }).click();
    const dialog = page.getByRole('dialog', { name: '解锁作品' });
    await dialog.getByRole('radio', { name: '微信支付' }).check();
    await expect(
      dialog.getByText('微信支付将在手机上完成：下一步显示二维码，请用手机微信扫码继续支付。'),
    ).toBeVisible();
    await shot(page, 'cross-1-dialog');
    await dialog.getByRole('button', { name: '确认支付 ¥9.90' }).click();

    // The desktop cashier: the order (never the 助手蛙 / 打赏 defaults), a QR code and its link.
    await expect(page).toHaveURL(/\/checkout\/h5\/cashier\?.*token=v1\./);
    await expect(page.getByText('蛙蛙画画').first()).toBeVisible();
    await expect(page.getByText('解锁《')).toBeVisible();
    await expect(page.getByText('助手蛙')).toHaveCount(0);
    const tip = page.getByRole('dialog', { name: '支付提示' });
    await expect(tip.getByRole('img', { name: '请使用微信扫一扫' })).toHaveAttribute(
      'src',
      /^data:image\/png/,
    );
    const qrTarget = await tip.getByRole('textbox', { name: '收银台链接' }).inputValue();
    const paymentNo = new URL(page.url()).searchParams.get('paymentNo') ?? '';
    expect(new URL(qrTarget).searchParams.get('paymentNo')).toBe(paymentNo);
    expect(new URL(qrTarget).searchParams.get('token')).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    await shot(page, 'cross-2-desktop-qr');

    // The phone: WeChat's browser, no cookies; silent OAuth through the simulator, then JSAPI.
    const phone = await freshPhone(browser, WECHAT_UA);
    try {
      const phonePage = await phone.newPage();
      await withWechatBridge(phonePage);
      const codes = recordApiCodes(phonePage);
      await phonePage.goto(qrTarget);
      await expect(phonePage).toHaveURL(/\/checkout\/h5\/cashier\?.*code=/);
      await expect(phonePage.getByText('蛙蛙画画').first()).toBeVisible();
      await expect
        .poll(() => phonePage.evaluate(() => localStorage.getItem('payment')))
        .toContain('prepay_id=');
      await expect(phonePage.getByText('请确认支付信息')).toBeVisible();
      await shot(phonePage, 'cross-3-phone-cashier');
      await phonePage.getByRole('button', { name: '确认支付' }).click();
      await expect(phonePage.getByRole('heading', { name: '支付成功' })).toBeVisible();
      await shot(phonePage, 'cross-4-phone-success');
      expect(codes.filter((c) => c.code !== 200)).toEqual([]);
      expect(codes.map((c) => c.path)).toEqual(
        expect.arrayContaining([
          tradeEndpoints.wechatOauthUrl.path,
          tradeEndpoints.wechatSilentCallback.path,
          tradeEndpoints.reportOpenid.path,
        ]),
      );

      // The desktop tab was watching: it moves on by itself.
      await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
      await shot(page, 'cross-5-desktop-success');

      // The post is the desktop buyer's, not the phone's (which has no account here).
      await page.getByRole('button', { name: '返回' }).click();
      await expect(page).toHaveURL((url) => url.pathname === PAID_POST);
      await expect(page.locator('.post-body')).toBeVisible();
      await phonePage.goto(PAID_POST);
      await expect(phonePage.getByText('这是一篇付费作品')).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('Alipay opened in WeChat: the open-in-browser overlay with the link to copy; the link works in the phone browser', async ({
    page,
    browser,
    supporterSession,
  }) => {
    const order = await phoneTip(page, supporterSession, 'alipay');

    const wechat = await freshPhone(browser, WECHAT_UA);
    const browserPhone = await freshPhone(browser, devices['Pixel 7'].userAgent);
    try {
      await wechat.grantPermissions(['clipboard-read', 'clipboard-write']);
      const inWechat = await wechat.newPage();
      await inWechat.goto(order.cashierUrl);
      const overlay = inWechat.getByRole('dialog', { name: '请在浏览器中打开' });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText(/选择「在浏览器打开」/)).toBeVisible();
      // Under the overlay, the order was loaded without a session (no defaults).
      await expect(inWechat.getByText('蛙蛙画画', { exact: true })).toBeAttached();
      await expect(inWechat.getByText('助手蛙')).toHaveCount(0);
      const link = await overlay.getByRole('textbox', { name: '收银台链接' }).inputValue();
      expect(link).toBe(new URL(order.cashierUrl, inWechat.url()).toString());
      await overlay.getByRole('button', { name: '复制链接' }).click();
      await expect(inWechat.getByText('链接已复制，请粘贴到手机浏览器中打开')).toBeVisible();
      expect(await inWechat.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await shot(inWechat, 'cross-6-alipay-in-wechat');

      // Pasted into the phone's browser (still no session): the Alipay cashier with the QR link.
      const inBrowser = await browserPhone.newPage();
      await inBrowser.goto(link);
      await expect(inBrowser.getByText('请在支付宝客户端中打开此页面完成支付')).toBeVisible();
      await inBrowser.getByRole('button', { name: '知道了' }).click();
      await expect(inBrowser.getByText('蛙蛙画画', { exact: true })).toBeVisible();
      await expect(inBrowser.getByText('请确认支付信息')).toBeVisible();
      await shot(inBrowser, 'cross-7-alipay-in-browser');
    } finally {
      await wechat.close();
      await browserPhone.close();
    }
  });

  test('phone: the defaults marked as loading while the order loads, and the reason when the link does not verify', async ({
    page,
    browser,
    supporterSession,
  }) => {
    const order = await phoneTip(page, supporterSession, 'wechat');

    const phone = await freshPhone(browser, devices['Pixel 7'].userAgent);
    try {
      const cashier = await phone.newPage();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await cashier.route(`**${tradeEndpoints.cashierOrder.path}`, async (route) => {
        await held;
        await route.continue();
      });
      await cashier.goto(order.cashierUrl);
      // SPEC 3's defaults while the order loads, marked as loading; gone once it has.
      const loading = cashier.locator('[aria-busy="true"]');
      await expect(loading).toBeVisible();
      await expect(loading.getByText('助手蛙')).toBeVisible();
      await expect(loading.getByText('打赏', { exact: true })).toBeVisible();
      await shot(cashier, 'cross-8-loading-defaults');
      release();
      await expect(cashier.getByText('蛙蛙画画', { exact: true })).toBeVisible();
      await expect(cashier.getByText('助手蛙')).toHaveCount(0);
      await expect(cashier.locator('[aria-busy="true"]')).toHaveCount(0);

      // The same link with its token altered: not found, said plainly, nothing to pay.
      const forged = new URL(order.cashierUrl, cashier.url());
      forged.searchParams.set('token', `${forged.searchParams.get('token')?.slice(0, -4)}AAAA`);
      await cashier.unroute(`**${tradeEndpoints.cashierOrder.path}`);
      await cashier.goto(forged.toString());
      await expect(cashier.getByRole('alert')).toHaveText('支付单不存在或链接已失效，请返回重新下单');
      await expect(cashier.getByRole('button', { name: '确认支付' })).toBeDisabled();
      await expect(cashier.getByText('助手蛙')).toHaveCount(0);
      await expect(cashier.getByText('打赏', { exact: true })).toHaveCount(0);
      await shot(cashier, 'cross-9-link-invalid');
    } finally {
      await phone.close();
    }
  });
});
