import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  adminEndpoints,
  adminWithdrawalEndpoints,
  authEndpoints,
  creatorEndpoints,
  devPayoutEndpoints,
  orderEndpoints,
  tradeEndpoints,
  userEndpoints,
  withdrawalEndpoints,
} from '@frog/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { freshIdNumber, operatorApi } from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { signInPage, type SupporterSession, test } from '../../fixtures/buyer';
import { freshPhone, lastSmsCode, waitForNextSmsCode } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';

/**
 * The creator's way out for money: a new creator (approved application, real name 王小蛙) sells a
 * ¥300 tip through the simulator, settlement (SETTLEMENT_DAYS=0 in playwright.config.ts) makes it
 * withdrawable, they bind a bank card in 创作者设置 and withdraw in 提现管理. The simulated payout
 * (PAYOUT_PROVIDER=simulated) fails once and the amount returns; the retry is paid.
 */

const REAL_NAME = '王小蛙';
/** A Luhn-valid UnionPay number (the form checks it). */
const CARD = '6214830000123456789';
const TIP_YUAN = '300';
/** ¥300 less the 5 % platform fee. */
const EARNED = '285.00';

/** Screenshots go to .tmp/withdraw-shots/<project>-<name>.png. */
const shot = (page: Page, name: string, fullPage = true) =>
  saveShot(page, 'withdraw-shots', name, { fullPage, settleMs: 400 });

/** axe-core finds no serious or critical violation on the page as it stands. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A signed-in new user who applied as a creator and was approved by the operator (API only). */
async function signUpVerifiedCreator(page: Page, opRequest: APIRequestContext) {
  const phone = freshPhone();
  await callApi(page.request, authEndpoints.smsSend, { phone });
  const signedUpAt = Date.now();
  await callApi(page.request, authEndpoints.smsLogin, {
    phone,
    code: await lastSmsCode(page.request, phone),
  });
  const nickname = `提现蛙${phone.slice(-4)}`;
  const user = await callApi(page.request, userEndpoints.updateProfile, { nickname });
  const application = await callApi(page.request, creatorEndpoints.apply, {
    realName: REAL_NAME,
    idNumber: freshIdNumber(),
    contact: 'frog@example.com',
    category: 'illustration',
  });
  await callApi(opRequest, adminEndpoints.reviewApplication, {
    id: String(application.id),
    action: 'approve',
  });
  const current = await callApi(page.request, userEndpoints.current);
  await signInPage(page, current);

  return { phone, signedUpAt, creatorId: String(user.id) };
}

/** The demo supporter tips the creator through the simulator's Alipay page. */
async function sellTip(page: Page, session: SupporterSession, creatorId: string) {
  const buyer = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  await buyer.addCookies(session.cookies);
  const submitted = await callApi(buyer.request, orderEndpoints.submit, {
    kind: 'tip',
    creatorId,
    amount: TIP_YUAN,
    channel: 'alipay',
    message: '加油，期待新作！',
  });
  const pending = await callApi(buyer.request, tradeEndpoints.getPendingPayment, {
    paymentNo: submitted.paymentNo,
    tradeType: 'A_NATIVE',
  });
  const qrPage = await buyer.newPage();
  await qrPage.goto(pending.qrUrl);
  await qrPage.getByRole('button', { name: '确认付款' }).click();
  await expect
    .poll(
      async () =>
        (await callApi(buyer.request, tradeEndpoints.paymentStatus, { payment: submitted.paymentNo })).status,
    )
    .toBe(2);
  await buyer.close();
}

async function withdrawableYuan(page: Page): Promise<string> {
  const overview = await callApi(page.request, withdrawalEndpoints.overview);

  return overview.balances.withdrawable.yuan;
}

/** Requests ¥amount on 提现管理 and answers the new withdrawal's number. */
async function withdrawInPage(page: Page, amount: string): Promise<string> {
  await page.getByLabel('提现金额（元）').fill(amount);
  await page.getByRole('button', { name: '申请提现' }).click();
  const confirm = page.getByRole('dialog', { name: '确认提现' });
  await expect(confirm.getByText(`¥${Number(amount).toFixed(2)}`).first()).toBeVisible();
  // Before confirming: 提现金额 → 手续费 → 代扣个税 → 实际到账 (docs/TAX.md; ¥0 tax under ¥5,000 a month).
  for (const line of ['手续费', '代扣个税', '实际到账'])
    await expect(confirm.getByText(line).first()).toBeVisible();
  await expect(confirm.locator('dt', { hasText: '代扣个税' }).locator('+ dd')).toHaveText('−¥0.00');
  await confirm.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText('提现申请已提交，等待平台审核')).toBeVisible();
  const list = await callApi(page.request, withdrawalEndpoints.list);

  return list.list[0]!.withdrawalNo;
}

test.describe('[MONEY] withdraw', () => {
  test('a creator binds a bank card and withdraws; the simulated payout fails once, the money returns, the retry is paid', async ({
    page,
    playwright,
    supporterSession,
  }) => {
    test.slow();
    const { op } = await operatorApi(playwright.request);
    const { phone, signedUpAt, creatorId } = await signUpVerifiedCreator(page, op);

    // 收益管理 before the first sale: nothing in the chart.
    await page.goto('/revenue-management');
    const trend = page.locator('.revenue-card', { hasText: '收入趋势' });
    await expect(trend.getByText('近30天合计 ¥0.00')).toBeVisible();

    await sellTip(page, supporterSession, creatorId);

    // After it: the order with the supporter's message, and the chart moves by what they paid.
    await page.reload();
    await expect(trend.getByText('近30天合计 ¥300.00')).toBeVisible();
    await expect(trend.locator('canvas')).toBeVisible();
    await expect(page.getByText('加油，期待新作！').first()).toBeVisible();
    await expect(page.getByText('小绿').first()).toBeVisible();
    await shot(page, '0-revenue-after-sale', true);
    await expectAccessible(page);

    // Settlement runs on the job queue; with SETTLEMENT_DAYS=0 the tip is withdrawable at its next run.
    await expect.poll(() => withdrawableYuan(page), { timeout: 240_000, intervals: [2000] }).toBe(EARNED);

    // 创作者设置 → 收款账户: nothing bound yet.
    await page.goto('/creator-settings');
    const section = page.locator('.payout-account');
    await expect(section.getByText('还没有绑定收款账户')).toBeVisible();
    await shot(page, '1-settings-unbound');
    await section.getByRole('button', { name: '绑定账户' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定收款账户' });
    await dialog.getByLabel('开户银行').fill('招商银行');
    await dialog.getByLabel('开户支行（选填）').fill('杭州分行');
    await dialog.getByLabel('银行卡号').fill('6214 8300 0012 3456 781');
    await dialog.getByLabel('持卡人姓名').fill('王大蛙');
    await dialog.getByRole('button', { name: '确认绑定' }).click();
    await expect(dialog.getByText('银行卡号不正确，请核对16-19位卡号')).toBeVisible();
    await expect(dialog.getByText('请填写验证码')).toBeVisible();
    await dialog.getByLabel('银行卡号').fill(CARD.replace(/(\d{4})/g, '$1 ').trim());

    // One code per phone per SMS_RESEND_SECONDS: the sign-up code was sent moments ago.
    await waitForNextSmsCode(signedUpAt);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/验证码已发送至 1\d{2}\*{4}\d{4}/)).toBeVisible();
    await dialog.getByLabel('短信验证码').fill(await lastSmsCode(page.request, phone));
    await shot(page, '2-bind-dialog');

    // Not the verified name: refused under the field, and the code stays usable.
    await dialog.getByRole('button', { name: '确认绑定' }).click();
    await expect(dialog.getByText('收款人姓名须与实名认证的姓名（*小蛙）一致').first()).toBeVisible();
    await dialog.getByLabel('持卡人姓名').fill(REAL_NAME);
    await dialog.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('收款账户已绑定')).toBeVisible();
    await expect(section.getByText(`**** **** **** ${CARD.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(CARD)).toHaveCount(0);
    await shot(page, '3-settings-bound');
    await expectAccessible(page);

    // 提现管理: balances, limits, the form.
    await page.goto('/settle-management');
    await expect(page.getByTestId('balance-withdrawable')).toHaveText(`¥${EARNED}`);
    await expect(page.getByText('可提现 ¥285.00，单笔最低 ¥100.00，手续费 ¥0.00/笔')).toBeVisible();
    await page.getByLabel('提现金额（元）').fill('99');
    await page.getByRole('button', { name: '申请提现' }).click();
    await expect(page.getByText('单笔提现金额不能少于 ¥100.00')).toBeVisible();
    await shot(page, '4-settle-form');

    // First withdrawal: the simulated payout is told to fail.
    await callApi(page.request, devPayoutEndpoints.failNext, {});
    const first = await withdrawInPage(page, '120');
    await expect(page.getByTestId('balance-in-withdrawal')).toHaveText('¥120.00');
    await expect(page.getByTestId('balance-withdrawable')).toHaveText('¥165.00');
    await expect(page.getByText('待审核').first()).toBeVisible();
    await shot(page, '5-requested');
    await callApi(op, adminWithdrawalEndpoints.approve, { withdrawalNo: first });

    // The page follows the payout by itself: failed, with the reason; the money is back.
    await expect(page.getByText('打款失败').first()).toBeVisible();
    await expect(page.getByText(/模拟打款失败/).first()).toBeVisible();
    await expect(page.getByTestId('balance-withdrawable')).toHaveText(`¥${EARNED}`);
    await expect(page.getByTestId('balance-in-withdrawal')).toHaveText('¥0.00');
    await page.getByRole('button', { name: '详情' }).first().click();
    const drawer = page.getByRole('dialog', { name: /提现详情/ });
    await expect(drawer.getByText(/失败原因：模拟打款失败/)).toBeVisible();
    await expect(drawer.getByText('¥120.00 已退回可提现余额，可以重新发起提现。')).toBeVisible();
    await shot(page, '6-failed-detail', false);
    await drawer.getByRole('button', { name: '关闭' }).click();

    // The retry is paid.
    const retry = await withdrawInPage(page, '120');
    expect(retry).not.toBe(first);
    await callApi(op, adminWithdrawalEndpoints.approve, { withdrawalNo: retry });
    await expect(page.getByText('已打款').first()).toBeVisible();
    await expect(page.getByTestId('balance-withdrawn')).toHaveText('¥120.00');
    await expect(page.getByTestId('balance-withdrawable')).toHaveText('¥165.00');
    await expect(page.getByTestId('balance-in-withdrawal')).toHaveText('¥0.00');
    await page.getByRole('button', { name: '详情' }).first().click();
    await expect(drawer.getByText(/转账流水号/).first()).toBeVisible();
    await shot(page, '7-paid-detail', false);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await shot(page, '8-history');
    await expectAccessible(page);

    // 收益管理 › 收入与纳税明细: the year's statement downloads as CSV (with the tax column) and as PDF.
    await page.goto('/revenue-management');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: /下载 CSV/ }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    expect(csv).toContain('代扣个税');
    expect(csv).toContain('120.00');
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: /下载 PDF/ }).click();
    const pdf = await readFile((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await op.dispose();
  });
});
