import { tradeEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { isCallTo } from '../../fixtures/api';
import {
  shot,
  signInDemoSupporter,
  stubAppLinks,
  submitTip,
  type SupporterSession,
  test,
} from '../../fixtures/buyer';

/** A fresh Alipay tip order's cashier, with the "open in the Alipay client" notice closed. */
async function openAlipayCashier(page: Page, supporterSession: SupporterSession): Promise<string> {
  await stubAppLinks(page);
  await signInDemoSupporter(page, supporterSession);
  const order = await submitTip(page, 'alipay');
  await page.goto(order.cashierUrl);
  await expect(page.getByText('请在支付宝客户端中打开此页面完成支付')).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByText('蛙蛙画画', { exact: true })).toBeVisible();

  return order.paymentNo;
}

const answerStatus = (page: Page, body: object) =>
  page.route(`**${tradeEndpoints.paymentStatus.path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );

test.describe('[CHECKOUT] cashier rules', () => {
  test('a status other than 1 or 2 ends on pay-fail with 订单状态异常，请重新下单', async ({
    page,
    supporterSession,
  }) => {
    await openAlipayCashier(page, supporterSession);
    await answerStatus(page, { code: 200, message: 'success', data: { status: 3 } });
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(/\/checkout\/h5\/pay-fail/);
    await expect(page.getByText('订单状态异常，请重新下单')).toBeVisible();
    await shot(page, 'rules-abnormal-status');
  });

  test('with the box unticked, 确认支付 only warns and no payment starts', async ({
    page,
    context,
    supporterSession,
  }) => {
    await openAlipayCashier(page, supporterSession);
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (isCallTo(tradeEndpoints.paymentStatus)(request)) statusCalls.push(request.url());
    });
    const pages = context.pages().length;

    await page.getByText('我已确认订单信息无误').click();
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    const confirm = page.getByRole('button', { name: '确认支付' });
    await expect(confirm).toBeDisabled();
    await confirm.click({ force: true });

    await expect(page.getByText('请先确认订单信息无误')).toBeVisible();
    await shot(page, 'rules-unticked');
    await expect(page.getByText('请确认支付信息')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(statusCalls).toEqual([]);
    expect(context.pages()).toHaveLength(pages);
    await expect(page).toHaveURL(/\/checkout\/h5\/cashier/);
  });

  test('complaint: both fields are required, then it is submitted and stored', async ({
    page,
    supporterSession,
  }) => {
    const paymentNo = await openAlipayCashier(page, supporterSession);
    await page.getByRole('button', { name: '投诉/举报' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: '提交' }).click();
    await expect(modal.getByText('请填写联系方式')).toBeVisible();
    await expect(modal.getByText('请填写投诉内容')).toBeVisible();
    await shot(page, 'rules-complaint-empty');

    await modal.getByPlaceholder('请输入手机号或邮箱').fill('13900001111');
    await expect(modal.getByText('请填写联系方式')).toHaveCount(0);
    await modal.getByRole('button', { name: '提交' }).click();
    await expect(modal.getByText('请填写投诉内容')).toBeVisible();

    await modal.getByPlaceholder('请描述您遇到的问题').fill('付款后页面没有反应');
    // Hold the answer a moment so the 'submitting' state can be seen.
    await page.route(`**${tradeEndpoints.feedbackAdd.path}**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const answer = page.waitForResponse(isCallTo(tradeEndpoints.feedbackAdd));
    await modal.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('button', { name: '提交中...' })).toBeVisible();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect((await response.json()).code).toBe(200);
    expect(new URL(response.url()).searchParams.get('paymentNo')).toBe(paymentNo);
    await expect(page.getByText('投诉提交成功')).toBeVisible();
    await shot(page, 'rules-complaint-done');
  });

  test('a failing poll: the 支付失败 dialog, then pay-fail, and 重新支付 returns to the same payment', async ({
    page,
    supporterSession,
  }) => {
    const paymentNo = await openAlipayCashier(page, supporterSession);
    await answerStatus(page, { code: 500, message: '服务繁忙，请稍后再试', data: null });
    await page.getByRole('button', { name: '确认支付' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: '支付失败' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('服务繁忙，请稍后再试')).toBeVisible();
    await expect(page.getByText('支付异常')).toBeVisible();
    await shot(page, 'rules-poll-failed');
    await dialog.getByRole('button', { name: '确定' }).click();

    await expect(page).toHaveURL(/\/checkout\/h5\/pay-fail/);
    await expect(page.getByText('服务繁忙，请稍后再试')).toBeVisible();
    await shot(page, 'rules-pay-fail');
    await page.unroute(`**${tradeEndpoints.paymentStatus.path}`);
    await page.getByRole('button', { name: '重新支付' }).click();

    await expect(page).toHaveURL(/\/checkout\/h5\/cashier\?/);
    expect(new URL(page.url()).searchParams.get('paymentNo')).toBe(paymentNo);
    await expect(page.getByText(paymentNo)).toBeVisible();
    await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  });
});
