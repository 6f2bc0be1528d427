import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { shot, signInDemoSupporter, submitTip, test } from '../../fixtures/buyer';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
type Finding = { id: string; impact: Impact; help: string; nodes: string[]; details: string[] };

/**
 * Runs axe-core on the page as it stands (every rule axe enables by default: WCAG 2.x A/AA and its
 * best practices), prints the counts by impact and returns the findings.
 */
async function audit(page: Page, name: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map((violation) => ({
    id: violation.id,
    impact: (violation.impact ?? 'minor') as Impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
    details: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.any[0]?.message ?? ''}`),
  }));
  // Rules broken, and (in brackets) how many elements break them.
  const count = (impact: Impact) => {
    const broken = findings.filter((finding) => finding.impact === impact);

    return `${broken.length} (${broken.reduce((sum, finding) => sum + finding.nodes.length, 0)})`;
  };
  const project = test.info().project.name;
  console.log(
    `[axe] ${project.padEnd(7)} ${name.padEnd(12)} critical ${count('critical')}  serious ${count('serious')}  moderate ${count('moderate')}  minor ${count('minor')}`,
  );
  for (const finding of findings) {
    console.log(
      `        ${finding.impact} ${finding.id}: ${finding.help}\n          ${finding.details.join('\n          ')}`,
    );
  }
  await shot(page, `a11y-${name}`);

  return findings;
}

const blocking = (findings: Finding[]) =>
  findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');

const brief = ({ id, nodes }: Finding) => ({ id, nodes });

/** Visits a page, waits until its content is there, audits it; serious or critical findings fail. */
async function expectAccessible(page: Page, name: string, url: string, ready: () => Promise<void>) {
  await page.goto(url);
  await ready();
  // Let entry animations (dots, modal fade) finish, so colours are read at rest.
  await page.waitForTimeout(600);
  const findings = await audit(page, name);
  expect.soft(blocking(findings).map(brief), `${name}: serious or critical axe violations`).toEqual([]);
}

test.describe('[SAFETY] accessibility: axe-core finds nothing serious on the pages people meet first', () => {
  test('public pages as a visitor: promotion, post, profile, login, search', async ({ page }) => {
    await expectAccessible(page, 'promotion', '/', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.loading-screen')).toHaveCount(0);
    });
    await expectAccessible(page, 'post-free', '/post/1', async () => {
      await expect(page.getByRole('heading', { name: '城市角落速写：雨后的老街口' })).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    });
    await expectAccessible(page, 'post-locked', '/post/2', async () => {
      await expect(page.getByRole('heading', { name: /橘猫邮差/ })).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    });
    await expectAccessible(page, 'profile', '/user/frog-draws', async () => {
      await expect(page.getByRole('heading', { name: '蛙蛙画画' })).toBeVisible();
      // Its newest posts (specs running alongside publish more, so which ones varies).
      await expect(page.locator('.post-card').first()).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    });
    await expectAccessible(page, 'login', '/login', async () => {
      await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    });
    await expectAccessible(page, 'search', `/search?keyword=${encodeURIComponent('蛙')}`, async () => {
      await expect(page.getByText('蛙蛙画画').first()).toBeVisible();
    });
  });

  test('cashier pages: cashier, pay-success, pay-fail', async ({ page, supporterSession }) => {
    await signInDemoSupporter(page, supporterSession);
    const order = await submitTip(page, 'alipay');
    const query = new URLSearchParams({ price: order.price, paymentNo: order.paymentNo, channel: 'alipay' });
    await expectAccessible(page, 'cashier', order.cashierUrl, async () => {
      await expect(page.getByRole('button', { name: '知道了' })).toBeVisible();
    });
    await page.getByRole('button', { name: '知道了' }).click();
    const findings = await audit(page, 'cashier-open');
    expect.soft(blocking(findings).map(brief), 'cashier without its notice').toEqual([]);
    await expectAccessible(page, 'pay-success', `/checkout/h5/pay-success?${query}`, async () => {
      await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    });
    query.set('reason', '用户取消支付');
    await expectAccessible(page, 'pay-fail', `/checkout/h5/pay-fail?${query}`, async () => {
      await expect(page.getByRole('heading', { name: '支付失败' })).toBeVisible();
    });
  });
});
