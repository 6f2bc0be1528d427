import { supportEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { postForm } from '../../fixtures/api';
import { payWithAlipay } from '../../fixtures/alipay';
import { sessionApi, signInWithSession, signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { chooseOption } from '../../fixtures/select';
import { runTag } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';

const shot = (page: Page, name: string) => saveShot(page, 'growth-shots', name);

test.describe('[GROWTH] 预付优惠与优惠码', () => {
  test('a supporter buys 12 months with a code; the creator sees the saving and the code’s use', async ({
    page,
    context,
    browser,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    // P or D, then the time: a code of letters and digits that the two projects never share.
    const tag = runTag();
    const code = `YEAR${tag}`;
    const planName = `年卡方案${tag}`.slice(0, 30);

    // The creator's plan: ¥10 a month, 20 % off 12 months at once.
    const api = await sessionApi(playwright.request, creatorSession);
    const plan = await postForm(api, supportEndpoints.createPlan, {
      name: planName,
      price: '10',
      benefits: '全年作品',
      coverUrl: '',
      prepay12: '20',
    });
    expect(plan.code, plan.message).toBe(200);
    await api.dispose();

    // 创作者设置 › 优惠码: 10 % off this plan, 5 uses.
    const desk = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const creatorPage = await desk.newPage();
    await signInWithSession(creatorPage, creatorSession);
    await creatorPage.goto(paths.creatorSettings.href());
    await creatorPage.getByRole('button', { name: '新建优惠码' }).click();
    const form = creatorPage.getByRole('dialog', { name: '新建优惠码' });
    await form.getByLabel('优惠码', { exact: true }).fill(code.toLowerCase());
    await form.getByLabel('优惠比例（%）').fill('10');
    await chooseOption(creatorPage, creatorPage.getByRole('combobox', { name: '适用范围' }), '指定支持方案');
    await chooseOption(creatorPage, creatorPage.getByRole('combobox', { name: '支持方案' }), planName);
    await form.getByLabel('可用次数').fill('5');
    await shot(creatorPage, 'code-form');
    await form.getByRole('button', { name: '创建优惠码' }).click();
    await expect(creatorPage.getByText(`已创建优惠码 ${code}`)).toBeVisible();
    const row = creatorPage.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(`方案「${planName}」`);
    await expect(row).toContainText('0 次');

    // A new supporter picks 12 months: ¥120.00 less 20 % is ¥96.00.
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    await page.goto(paths.package.href(plan.data.id));
    await chooseOption(page, page.getByRole('combobox'), '12 个月（省 20%）');
    await expect(page.locator('.plan-detail__total')).toContainText('合计 ¥96.00');
    await expect(page.locator('.plan-detail__total')).toContainText('预付优惠 省 ¥24.00');
    await shot(page, 'plan-12-months');
    await page.getByRole('button', { name: '立即支持' }).click();
    const dialog = page.getByRole('dialog', { name: '加入支持方案' });
    await expect(dialog.getByRole('button', { name: '确认支付 ¥96.00' })).toBeVisible();

    // The code takes 10 % of the rest: ¥9.60 off, ¥86.40 to pay.
    await dialog.getByRole('searchbox', { name: '优惠码' }).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: '使用' }).click();
    const savings = dialog.getByRole('list', { name: '优惠明细' });
    await expect(savings).toContainText('原价 ¥120.00');
    await expect(savings).toContainText('预付12个月优惠 −¥24.00');
    await expect(savings).toContainText(`优惠码 ${code} −¥9.60`);
    await shot(page, 'checkout-with-code');
    await dialog.getByRole('button', { name: '确认支付 ¥86.40' }).click();
    await expect(page).toHaveURL(/\/checkout\/h5\/cashier\?/);
    await expect(page.getByText('已优惠 ¥33.60')).toBeVisible();
    await shot(page, 'cashier-saved');
    await payWithAlipay(page, context);

    // The creator: one use, its revenue, and the order with its list price and savings.
    await creatorPage.reload();
    await expect(row).toContainText('1 次');
    await expect(row).toContainText('¥86.40');
    await shot(creatorPage, 'code-used');
    await creatorPage.goto(`${paths.revenueManagement.href()}?period=all&keyword=`);
    const order = creatorPage.locator('.order-what').filter({ hasText: planName }).first();
    await expect(order.locator('.order-savings')).toHaveText(
      `原价 ¥120.00，预付12个月优惠 −¥24.00，优惠码 ${code} −¥9.60`,
    );
    await shot(creatorPage, 'order-savings');
    await desk.close();
  });
});
