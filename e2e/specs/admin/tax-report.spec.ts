import { readFile } from 'node:fs/promises';
import { adminTaxReportEndpoints, orderEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import { payTip, REAL_NAME, screenshot, sessionPage, useConsoleScene } from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { test } from '../../fixtures/buyer';

/**
 * [ADMIN] 季度涉税信息报送 (issue 22): a new creator of this run is tipped ¥12.34; under 个税与报送 the
 * operator sees this quarter's totals agree with the ledger, downloads the report as CSV (with a
 * reason) and finds the creator's real name, ID number and phone in it, then the XLSX.
 */
test.describe
  .serial('[ADMIN] operator console: the quarterly tax report', () => {
    const scene = useConsoleScene();

    test('an operator downloads the quarter’s report as CSV and XLSX', async ({
      browser,
      supporterSession,
    }) => {
      const { op, opSession, creatorId, creatorPhone } = scene();
      const buyer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      await buyer.addCookies(supporterSession.cookies);
      const tip = await callApi(buyer.request, orderEndpoints.submit, {
        kind: 'tip',
        creatorId,
        amount: '12.34',
        channel: 'alipay',
      });
      await payTip(buyer.request, browser, String(tip.paymentNo));
      await buyer.close();

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const quarter = `${today.slice(0, 4)}-Q${Math.ceil(Number(today.slice(5, 7)) / 3)}`;
      const summary = await callApi(op, adminTaxReportEndpoints.summary, { quarter });
      expect(summary.matchesLedger).toBe(true);

      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=tax');
      const card = admin.locator('.ant-card').filter({ hasText: '季度涉税信息报送' });
      await card.getByLabel('季度').click();
      await admin.getByTitle(`${quarter.slice(0, 4)}年第${quarter.slice(6)}季度`).click();
      await expect(card.getByText('与账本一致')).toBeVisible();
      await expect(card.getByRole('row', { name: /^打赏收入/ })).toBeVisible();
      await screenshot(admin, 'tax-report');

      await card.getByRole('button', { name: '下载 CSV' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('导出原因').fill('报送主管税务机关');
      const [csv] = await Promise.all([
        admin.waitForEvent('download'),
        dialog.getByRole('button', { name: '下载' }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe(
        `${quarter.slice(0, 4)}年第${quarter.slice(6)}季度涉税信息报送表.csv`,
      );
      const text = await readFile((await csv.path())!, 'utf8');
      const lines = text.split('\r\n').filter((line) => line.includes(`"${creatorPhone}"`));
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) {
        expect(line).toContain(`"${REAL_NAME}"`);
        expect(line).toMatch(/"110101\d{11}[\dX]"/);
      }
      expect(lines.some((line) => line.includes('"打赏收入"'))).toBe(true);

      await card.getByRole('button', { name: '下载 XLSX' }).click();
      await admin.getByRole('dialog').getByLabel('导出原因').fill('报送主管税务机关');
      const [xlsx] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('dialog').getByRole('button', { name: '下载' }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toMatch(/涉税信息报送表\.xlsx$/);
      const file = await readFile((await xlsx.path())!);
      expect(file.subarray(0, 2).toString()).toBe('PK');
      await admin.context().close();
    });
  });
