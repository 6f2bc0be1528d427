import { tradeEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { isCallTo } from '../../fixtures/api';
import {
  appLinks,
  shot,
  signInDemoSupporter,
  signUpFreshBuyer,
  stubAppLinks,
  submitTip,
  test,
} from '../../fixtures/buyer';

/** The seeded paid post (¥9.90). */
const PAID_POST = '/post/2';
const DEEP_LINK_PREFIX = 'alipays://platformapi/startapp?saId=10000007&qrcode=';

/** Closes the "open this in the Alipay client" notice the cashier shows in an ordinary browser. */
async function dismissAlipayNotice(page: Page) {
  await expect(page.getByText('请在支付宝客户端中打开此页面完成支付')).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
}

test.describe('[CHECKOUT] Alipay', () => {
  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('unlock a paid post: QR page in a new tab, pay there, the cashier sees it, back to the open post', async ({
      page,
      context,
    }) => {
      await signUpFreshBuyer(page);
      await page.goto(PAID_POST);
      await expect(page.getByText('这是一篇付费作品')).toBeVisible();
      await page.getByRole('button', { name: '解锁 ¥9.90' }).click();

      const dialog = page.getByRole('dialog', { name: '解锁作品' });
      await expect(dialog.getByText('¥9.90').first()).toBeVisible();
      await expect(dialog.getByRole('radio', { name: '支付宝' })).toBeChecked();
      await shot(page, 'alipay-wide-1-dialog');
      await dialog.getByRole('button', { name: '确认支付 ¥9.90' }).click();

      await expect(page).toHaveURL(/\/checkout\/h5\/cashier\?.*channel=alipay/);
      expect(await page.evaluate(() => localStorage.getItem('payRedirectPath'))).toBe(PAID_POST);
      const paymentNo = new URL(page.url()).searchParams.get('paymentNo');
      expect(paymentNo).toBeTruthy();
      await dismissAlipayNotice(page);
      await expect(page.getByText('9.90').first()).toBeVisible();
      await shot(page, 'alipay-wide-2-cashier');

      const [qrPage] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: '确认支付' }).click(),
      ]);
      await expect(page.getByText('支付宝支付已在新窗口打开，请完成支付')).toBeVisible();
      await qrPage.waitForLoadState();
      await shot(qrPage, 'alipay-wide-3-qr-page');
      await qrPage.getByRole('button', { name: '确认付款' }).click();

      await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\/h5\/pay-success/);
      await expect(page.getByText(paymentNo!)).toBeVisible();
      // The receipt names the order (O…) beside the payment (P…), and still takes a complaint.
      await expect(page.getByText(/^O\d{10,}$/)).toBeVisible();
      await expect(page.getByRole('button', { name: '复制支付单号' })).toBeVisible();
      await expect(page.getByRole('button', { name: '投诉/举报' })).toBeVisible();
      await shot(page, 'alipay-wide-4-success');

      await page.getByRole('button', { name: '返回' }).click();
      await expect(page).toHaveURL((url) => url.pathname === PAID_POST);
      await expect(page.locator('.post-body')).toBeVisible();
      await expect(page.getByText('这是一篇付费作品')).toHaveCount(0);
      await shot(page, 'alipay-wide-5-post-open');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 839 } });

    test('确认支付 hands over to the Alipay app by deep link and polls after 1 s', async ({
      page,
      supporterSession,
    }) => {
      await signInDemoSupporter(page, supporterSession);
      const order = await submitTip(page, 'alipay');
      // The deep link never loads in a browser: record it and stay, as a phone does.
      await stubAppLinks(page);
      const pendingAnswer = page.waitForResponse(isCallTo(tradeEndpoints.getPendingPayment));
      await page.goto(order.cashierUrl);
      const pending = await (await pendingAnswer).json();
      const qrUrl: string = pending.data.qrUrl;
      await dismissAlipayNotice(page);

      const polls: number[] = [];
      page.on('request', (request) => {
        if (isCallTo(tradeEndpoints.paymentStatus)(request)) polls.push(Date.now());
      });
      const pressedAt = Date.now();
      await page.getByRole('button', { name: '确认支付' }).click();

      await expect.poll(() => appLinks(page)).toEqual([`${DEEP_LINK_PREFIX}${encodeURIComponent(qrUrl)}`]);
      await expect(page.getByText('支付处理中...')).toBeVisible();
      await shot(page, 'alipay-narrow-processing');
      await expect.poll(() => polls.length).toBeGreaterThan(1);
      expect(polls[0]! - pressedAt).toBeGreaterThanOrEqual(900);
      expect(polls[1]! - polls[0]!).toBeGreaterThanOrEqual(800);
    });
  });
});
