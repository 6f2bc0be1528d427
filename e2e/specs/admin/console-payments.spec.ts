import AxeBuilder from '@axe-core/playwright';
import { notificationEndpoints, orderEndpoints, type ParamsOf, userEndpoints } from '@frog/contracts';
import { devices, expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import {
  badgeCount,
  openTab,
  paidPostFields,
  payTip,
  publishPost,
  screenshot,
  sessionPage,
  useConsoleScene,
} from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { type SupporterSession, signInDemoSupporter, stubAppLinks, test } from '../../fixtures/buyer';
import { nonContractRoutes } from '../../fixtures/routes';

/**
 * [ADMIN] The operator console's payment side, desktop: a cashier complaint is refunded in part from
 * 投诉, another (an unlock) in full, locking the post again; a notification for an unknown payment
 * is resolved under 异常订单. A new creator of this run is the seller. Withdrawals:
 * console-withdrawals.spec.ts.
 */

/** The demo supporter, signed in with the app links stubbed (as at the cashier), places an order. */
async function supporterOrders(
  page: Page,
  session: SupporterSession,
  params: ParamsOf<typeof orderEndpoints.submit>,
) {
  await stubAppLinks(page);
  await signInDemoSupporter(page, session);

  return callApi(page.request, orderEndpoints.submit, params);
}

/** The buyer opens the cashier and, before paying, files a complaint (投诉/举报) with a contact. */
async function complainAtCashier(page: Page, cashierUrl: string, contact: string, text: string) {
  await page.goto(cashierUrl);
  await page.getByRole('button', { name: '知道了' }).click();
  await page.getByRole('button', { name: '投诉/举报' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByPlaceholder('请输入手机号或邮箱').fill(contact);
  await modal.getByPlaceholder('请描述您遇到的问题').fill(text);
  await modal.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('投诉提交成功')).toBeVisible();
}

test.describe
  .serial('[ADMIN] operator console: complaints, refunds and flags', () => {
    const scene = useConsoleScene();

    test('a complaint from the cashier is refunded in part under 投诉: the count drops, the order is partly refunded', async ({
      page,
      browser,
      supporterSession,
    }) => {
      const { opSession, creatorId, creatorName } = scene();
      test.slow();
      const complaintText = `付款后没有收到回复 ${Date.now() % 1_000_000}`;

      // The buyer tips ¥6.66 and, at the cashier, files a complaint.
      const submitted = await supporterOrders(page, supporterSession, {
        kind: 'tip',
        creatorId,
        amount: '6.66',
        channel: 'alipay',
      });
      const orderNo = String(submitted.orderNo);
      const paymentNo = String(submitted.paymentNo);
      await complainAtCashier(page, String(submitted.cashierUrl), '13900001111', complaintText);
      await payTip(page.request, browser, paymentNo);

      // The operator finds it under 投诉, open, with everything about it.
      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=complaints');
      const card = admin.locator('.complaint-card', { hasText: complaintText });
      await expect(card).toBeVisible();
      const before = await badgeCount(admin, 'complaints');
      expect(before).toBeGreaterThanOrEqual(1);
      await expect(card.getByText('待处理')).toBeVisible();
      await expect(card.getByText(orderNo)).toBeVisible();
      await expect(card.getByText(paymentNo, { exact: false })).toBeVisible();
      await expect(card.getByText('13900001111')).toBeVisible();
      await expect(card.getByText('小绿').first()).toBeVisible();
      await expect(card.getByText(creatorName)).toBeVisible();
      await expect(card.getByText('已支付', { exact: true })).toBeVisible();
      // Its clocks: a first reply due within 24 hours, resolved within 72 (WeChat Pay's rule).
      await expect(card.getByText(/^首次回复 截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
      await expect(card.getByText(/^处理完毕截止 /)).toBeVisible();
      await screenshot(admin, 'desktop-1-complaints', true);

      // 回复投诉人: the reply shows on the card and the first-reply clock has stopped; still open.
      await card.getByRole('button', { name: '回复投诉人' }).click();
      const replyDialog = admin.getByRole('dialog', { name: /回复投诉/ });
      await replyDialog.getByRole('button', { name: '发送回复' }).click();
      await expect(replyDialog.getByText('请填写回复内容')).toBeVisible();
      await replyDialog.getByLabel('回复内容').fill('已收到，正在核实');
      await replyDialog.getByRole('button', { name: '发送回复' }).click();
      await expect(admin.getByText('回复已发送')).toBeVisible();
      await expect(card.getByText('已收到，正在核实')).toBeVisible();
      await expect(card.getByText(/^首次回复 已于 /)).toBeVisible();
      await expect(card.getByText('待处理')).toBeVisible();

      // 退款: part of it, with a reason; the confirmation says what will happen.
      await card.getByRole('button', { name: '退款' }).click();
      const dialog = admin.getByRole('dialog', { name: /退款/ });
      await dialog.getByText('部分退款').click();
      await dialog.getByLabel('退款金额（元）').fill('7');
      await dialog.getByLabel('退款原因').fill('创作者确认未回复私信，退还部分金额');
      await dialog.getByRole('button', { name: '下一步' }).click();
      await expect(dialog.getByText('退款金额不能超过 ¥6.66')).toBeVisible();
      await dialog.getByLabel('退款金额（元）').fill('1.5');
      await dialog.getByRole('button', { name: '下一步' }).click();
      const confirm = admin.getByRole('dialog', { name: '确认退款 ¥1.50' });
      await expect(
        confirm.getByText('订单将变为「部分退款」（累计退款 ¥1.50，剩余可退 ¥5.16），买家已购内容保留。'),
      ).toBeVisible();
      await screenshot(admin, 'desktop-2-refund-confirm');
      await confirm.getByRole('button', { name: '确认退款' }).click();
      await expect(admin.getByText('已退款 ¥1.50')).toBeVisible();

      // The complaint is refunded, the order partly refunded, the badge one lower.
      const refunded = admin.locator('.complaint-card', { hasText: complaintText });
      await expect(refunded.getByText('已退款', { exact: true })).toBeVisible();
      await expect(refunded.getByText('部分退款')).toBeVisible();
      await expect(refunded.getByText('退款 ¥1.50')).toBeVisible();
      await expect(refunded.getByRole('button', { name: '退款' })).toHaveCount(0);
      await expect.poll(() => badgeCount(admin, 'complaints')).toBe(before - 1);

      // The order's detail under 订单与支付: partly refunded, the refund, the raw provider events.
      await refunded.getByRole('link', { name: orderNo }).click();
      const drawer = admin.getByRole('dialog', { name: `订单详情 ${orderNo}` });
      await expect(drawer.getByText('部分退款')).toBeVisible();
      await expect(drawer.getByText(/¥1\.50 · 订单退款/)).toBeVisible();
      await expect(drawer.getByText(`支付单 ${paymentNo}`)).toBeVisible();
      await drawer.locator('.ant-collapse-header').first().click();
      await expect(drawer.locator('.raw-event__body').first()).toBeVisible();
      await screenshot(admin, 'desktop-3-order-detail');
      await admin.context().close();

      // The creator's 收益管理: the order tagged 部分退款 with the operator's reason, the tag readable
      // (axe's contrast rule, 4.5:1; antd's orange read 3.3:1).
      const { creator } = scene();
      const creatorPage = await sessionPage(browser, {
        cookies: (await creator.storageState()).cookies,
        user: await callApi(creator, userEndpoints.current),
      });
      await creatorPage.goto(`${paths.revenueManagement.href()}?period=all&keyword=${orderNo}`);
      const tag = creatorPage.locator('.ant-tag', { hasText: '部分退款' });
      await expect(tag).toBeVisible();
      await expect(creatorPage.getByText('退款原因：创作者确认未回复私信，退还部分金额')).toBeVisible();
      await creatorPage.waitForTimeout(600); // colours read at rest
      const contrast = await new AxeBuilder({ page: creatorPage }).withRules(['color-contrast']).analyze();
      expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      await screenshot(creatorPage, 'desktop-4-revenue-partly-refunded');
      await creatorPage.context().close();
    });

    test('an unlock refunded in full from 投诉: the post locks again for the buyer and both sides are told', async ({
      page,
      browser,
      supporterSession,
    }) => {
      const { opSession, creator } = scene();
      test.slow();
      const secret = `退款后应看不到的正文 ${Date.now()}`;
      const title = `投诉退款的作品 ${Date.now() % 1_000_000}`;
      const postId = await publishPost(creator, paidPostFields(title, secret));

      // The buyer unlocks it, complaining at the cashier first, and can read it.
      const submitted = await supporterOrders(page, supporterSession, {
        kind: 'post',
        postId,
        channel: 'alipay',
      });
      const complaintText = `内容与描述不符 ${Date.now() % 1_000_000}`;
      await complainAtCashier(page, String(submitted.cashierUrl), '13900002222', complaintText);
      await payTip(page.request, browser, String(submitted.paymentNo));
      // On a phone the buyer keeps the post open while the operator refunds.
      const phone = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        baseURL: test.info().project.use.baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      const reader = await phone.newPage();
      await signInDemoSupporter(reader, supporterSession);
      await reader.goto(`/post/${postId}`);
      await expect(reader.getByText(secret)).toBeVisible();

      // The operator refunds all of it from 投诉.
      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=complaints');
      const card = admin.locator('.complaint-card', { hasText: complaintText });
      await card.getByRole('button', { name: '退款' }).click();
      const dialog = admin.getByRole('dialog', { name: /退款/ });
      await expect(dialog.getByText('全额退款（¥3.00）')).toBeVisible();
      await dialog.getByLabel('退款原因').fill('内容与描述不符，全额退款');
      await dialog.getByRole('button', { name: '下一步' }).click();
      await admin
        .getByRole('dialog', { name: '确认退款 ¥3.00' })
        .getByRole('button', { name: '确认退款' })
        .click();
      await expect(admin.getByText('已退款 ¥3.00')).toBeVisible();
      await expect(card.getByText('已退款', { exact: true })).toHaveCount(2); // the complaint and its order
      await admin.context().close();

      // The open post locks without a reload: the refund's notice reaches the page live.
      await expect(reader.getByText(secret)).toHaveCount(0, { timeout: 15_000 });
      await expect(reader.getByRole('heading', { name: title })).toBeVisible();
      await expect(reader.getByRole('region', { name: '付费内容' })).toBeVisible();
      await screenshot(reader, 'phone-post-locked-after-refund');
      await phone.close();

      // Reopened, it stays locked; the buyer is told in 系统通知, with the reason; so is the creator.
      await page.goto(`/post/${postId}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
      await page.goto('/message/sysNotify');
      await expect(page.getByText('你的订单已退款').first()).toBeVisible();
      await expect(
        page.getByText('退款金额 ¥3.00（全额）。退款原因：内容与描述不符，全额退款。').first(),
      ).toBeVisible();
      const creatorNotices = await callApi(creator, notificationEndpoints.list);
      const titles = creatorNotices.list
        .filter((n) => n.body.includes(String(submitted.orderNo)))
        .map((n) => n.title);
      expect(titles).toContain('一笔收入已退款给支持者');
    });

    test('a notification for a payment we do not know is resolved under 订单与支付 → 异常订单, and is in 操作日志', async ({
      browser,
      playwright,
    }) => {
      const { opSession } = scene();
      test.slow();
      // The provider tells us of a payment no order of ours has (the simulator's hook).
      const reqSeqId = `UNKNOWN${Date.now()}`;
      const sim = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      expect((await sim.post(nonContractRoutes.simNotifyUnknown, { data: { reqSeqId } })).ok()).toBe(true);
      await sim.dispose();

      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=orders');
      // Only this spec raises one; its raw event, opened, shows our reqSeqId.
      const card = admin.locator('.admin-card', { hasText: '未知支付通知' });
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: /未知支付（unknown_payment）/ }).click();
      await expect(card).toContainText(reqSeqId);
      await expect(card.getByText('待处理')).toBeVisible();
      const flag = admin.getByTestId((await card.getAttribute('data-testid')) ?? '');
      await screenshot(admin, 'desktop-flag-open');

      const note = `已核对渠道流水，非本平台订单 ${reqSeqId.slice(-6)}`;
      await flag.getByRole('button', { name: '标记已处理' }).click();
      const dialog = admin.getByRole('dialog', { name: '标记异常已处理' });
      await dialog.getByLabel('处理说明').fill(note);
      await dialog.getByRole('button', { name: '标记已处理' }).click();
      await expect(admin.getByText('已标记为已处理')).toBeVisible();
      await expect(flag).toHaveCount(0);

      // Under 已处理: who resolved it and how.
      await admin.getByText('已处理', { exact: true }).click();
      await expect(flag.getByTestId('flag-resolution')).toContainText(`运营小蛙 于`);
      await expect(flag.getByTestId('flag-resolution')).toContainText(note);
      await screenshot(admin, 'desktop-flag-resolved');

      // 操作日志 has the resolution with its note.
      await openTab(admin, '操作日志');
      const entry = admin.locator('.audit-entry', { hasText: note });
      await expect(entry.getByText('标记未知支付已处理')).toBeVisible();
      await admin.context().close();
    });
  });
