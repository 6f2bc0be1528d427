import { adminPaymentEndpoints, orderEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { badgeCount, openTab, payTip, screenshot, sessionPage, useConsoleScene } from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { signInDemoSupporter, stubAppLinks, test } from '../../fixtures/buyer';
import { nonContractRoutes } from '../../fixtures/routes';

/**
 * [ADMIN] 对账, desktop: a tip is paid, the simulator's bill says another amount for it, and today is
 * reconciled at once (the simulator's hook; the job would do it tomorrow). The operator finds the
 * difference in 对账, resolves it with an action and a reason, sees who did what and why, and finds
 * it in 操作日志. The tab on a phone is two screenshots, checked for horizontal overflow.
 */

/** Today as a China trade day (yyyy-MM-dd). */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Nothing on the page is wider than the viewport. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe
  .serial('[ADMIN] operator console: 对账', () => {
    const scene = useConsoleScene();

    test('a bill that disagrees with our books is a difference in 对账, resolved with a reason and logged', async ({
      page,
      browser,
      playwright,
      supporterSession,
    }) => {
      const { op, opSession, creatorId } = scene();
      test.slow();

      // The demo supporter tips ¥8.88 and pays; the operator's view of the order names the attempt.
      await stubAppLinks(page);
      await signInDemoSupporter(page, supporterSession);
      const submitted = await callApi(page.request, orderEndpoints.submit, {
        kind: 'tip',
        creatorId,
        amount: '8.88',
        channel: 'alipay',
      });
      await payTip(page.request, browser, String(submitted.paymentNo));
      const detail = await callApi(op, adminPaymentEndpoints.detail, { orderNo: String(submitted.orderNo) });
      const reqSeqId = detail.payments[0]?.reqSeqId ?? '';
      expect(reqSeqId).not.toBe('');

      // Huifu's bill says ¥9.99 for it; today is reconciled now.
      const sim = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const tweak = await sim.post(nonContractRoutes.simBillTweak, {
        data: { kind: 'amount', reqSeqId, amountFen: 999 },
      });
      expect(tweak.ok()).toBe(true);
      const run = await sim.post(nonContractRoutes.simReconcile, { data: {} });
      expect(await run.json()).toMatchObject({ tradeDate: chinaToday(), outcome: 'done' });
      await sim.delete(nonContractRoutes.simBillTweaks);
      await sim.dispose();

      // 对账: today's day with its open difference, the badge counting it.
      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=reconciliation');
      const day = admin.getByTestId(`recon-day-${chinaToday()}`);
      await expect(day.getByText('已完成')).toBeVisible();
      await expect(day.getByText(/待处理差异 \d+/)).toBeVisible();
      await expect(day.getByRole('row', { name: /支付/ }).getByText('不一致')).toBeVisible();
      const before = await badgeCount(admin, 'reconciliation');
      expect(before).toBeGreaterThanOrEqual(1);
      await screenshot(admin, 'recon-desktop-1-days', true);

      // Its differences: the bill's line beside our record, in yuan.
      await day.getByRole('button', { name: '查看差异' }).click();
      const drawer = admin.getByRole('dialog', { name: `对账差异 ${chinaToday()}` });
      const flag = drawer.locator('.admin-card', { hasText: reqSeqId });
      await expect(flag.locator('.admin-card__title')).toContainText('金额不一致');
      const amountRow = flag.getByRole('row', { name: /金额/ });
      await expect(amountRow.getByText('¥9.99')).toBeVisible();
      await expect(amountRow.getByText('¥8.88')).toBeVisible();
      await expect(flag.getByText('待处理')).toBeVisible();
      await screenshot(admin, 'recon-desktop-2-flags');

      // 处理: an action and a reason are both required.
      await flag.getByRole('button', { name: '处理' }).click();
      const dialog = admin.getByRole('dialog', { name: '处理对账差异：金额不一致' });
      await dialog.getByRole('button', { name: '确认处理' }).click();
      await expect(dialog.getByText('请选择处理方式')).toBeVisible();
      await expect(dialog.getByText('请填写处理说明')).toBeVisible();
      const reason = `已与汇付核实，账单金额有误 ${reqSeqId.slice(-6)}`;
      await dialog.getByLabel(/以我方记录为准/).check();
      await dialog.getByLabel('处理说明').fill(reason);
      await screenshot(admin, 'recon-desktop-3-resolve-dialog');
      await dialog.getByRole('button', { name: '确认处理' }).click();
      await expect(admin.getByText('差异已处理')).toBeVisible();
      await expect(flag).toHaveCount(0);
      await expect.poll(() => badgeCount(admin, 'reconciliation')).toBe(before - 1);

      // Under 已处理: what was done, by whom, why.
      await drawer.getByText('已处理', { exact: true }).click();
      const resolved = drawer.locator('.admin-card', { hasText: reqSeqId });
      const resolution = resolved.getByTestId('recon-resolution');
      await expect(resolution).toContainText('以我方记录为准 · 运营小蛙 于');
      await expect(resolution).toContainText(reason);
      await expect(resolved.getByRole('button', { name: '处理' })).toHaveCount(0);
      await screenshot(admin, 'recon-desktop-4-resolved');
      await admin.getByRole('button', { name: '关闭' }).click();

      // 操作日志 has it, with the reason.
      await openTab(admin, '操作日志');
      const entry = admin.locator('.audit-entry', { hasText: reason });
      await expect(entry.getByText('处理对账差异')).toBeVisible();
      await expect(entry.getByRole('row', { name: /处理方式/ })).toContainText('以我方记录为准');
      await expect(entry.getByRole('row', { name: /差异类型/ })).toContainText('金额不一致');
      await screenshot(admin, 'recon-desktop-5-audit');
      await admin.context().close();

      // On a phone: the days and a day's differences fit the width.
      const phone = await sessionPage(browser, opSession, { width: 390, height: 844 });
      await phone.goto('/admin?tab=reconciliation');
      const phoneDay = phone.getByTestId(`recon-day-${chinaToday()}`);
      await expect(phoneDay).toBeVisible();
      expect(await overflowsSideways(phone)).toBe(false);
      await screenshot(phone, 'recon-phone-1-days', true);
      await phoneDay.getByRole('button', { name: '查看差异' }).click();
      await phone.getByRole('dialog').getByText('全部', { exact: true }).click();
      await expect(phone.getByRole('dialog').locator('.admin-card', { hasText: reqSeqId })).toBeVisible();
      expect(await overflowsSideways(phone)).toBe(false);
      await screenshot(phone, 'recon-phone-2-flags');
      await phone.context().close();
    });
  });
