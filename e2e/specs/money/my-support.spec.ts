import { supportEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { postForm } from '../../fixtures/api';
import { payWithAlipay } from '../../fixtures/alipay';
import { signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { saveShot } from '../../fixtures/shots';
import { chooseOption } from '../../fixtures/select';

const shot = (page: Page, name: string, fullPage = false) =>
  saveShot(page, 'my-support-shots', name, { fullPage });

/** `2027-02-23`: the China date of an instant, as the pages show it. */
const chinaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(iso));

/**
 * `months` calendar months after `from`, the day kept or, past the month's end, its last day: the
 * server's PostgreSQL interval arithmetic (Nov 29 + 3 months is Feb 28, where JavaScript's setMonth
 * rolls over to Mar 1).
 */
function monthsAfter(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const at = new Date(from);
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));

  return at;
}

/** The signed-in buyer's membership of the plan, as the plan page's call answers it. */
async function membershipEnd(page: Page, planId: number): Promise<string> {
  const answer = await postForm(page.request, supportEndpoints.getPlan, { id: String(planId) });
  const membership = answer.data.membership as { endsAt: string } | null;
  expect(membership, 'a running membership').not.toBeNull();

  return membership!.endsAt;
}

test.describe('[MONEY] 我的支持: a supporter’s plans, receipts and renewal', () => {
  test('a 3-month plan: its end date three months on in 我的支持 and on the plan page, 续费 adds a month', async ({
    page,
    context,
  }) => {
    test.slow();
    await stubAppLinks(page);
    // A new account: nobody else's purchases, and no membership before this one.
    await signUpFreshBuyer(page);
    const plans = await postForm(page.request, supportEndpoints.planList, { slug: 'frog-draws' });
    const plan = (plans.data.list as { id: number; name: string; priceFen: number }[])[0]!;
    const total = ((plan.priceFen * 3) / 100).toFixed(2);

    await page.goto(paths.package.href(plan.id));
    await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
    await expect(page.getByText(/^已支持至/)).toHaveCount(0);
    await chooseOption(page, page.getByRole('combobox'), '3 个月');
    await page.getByRole('button', { name: '立即支持' }).click();
    const dialog = page.getByRole('dialog', { name: '加入支持方案' });
    await dialog.getByRole('button', { name: `确认支付 ¥${total}` }).click();
    await payWithAlipay(page, context);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.package.href(plan.id));

    // Three months on (the server's calendar month arithmetic; a day's slack for month ends).
    const end3 = await membershipEnd(page, plan.id);
    const threeMonthsOn = monthsAfter(new Date(), 3);
    expect(Math.abs(new Date(end3).getTime() - threeMonthsOn.getTime())).toBeLessThan(86_400_000);
    const date3 = chinaDate(end3);
    await expect(page.getByText(`已支持至 ${date3}`)).toBeVisible();
    await expect(page.getByRole('button', { name: '续费', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即支持' })).toHaveCount(0);
    await shot(page, 'plan-member');

    // 我的 → 我的支持: the order with its months and its own period, and its receipt.
    await page.goto(paths.mine.href());
    await page.getByRole('link', { name: /我的支持/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.mineSupport.pattern);
    const order = page.getByRole('article', { name: /^订单 / }).first();
    await expect(order.getByText(`支持方案「${plan.name}」× 3个月`)).toBeVisible();
    const paidOn = chinaDate(new Date().toISOString());
    await expect(order.getByText(`3 个月 · ${paidOn} 至 ${date3}`)).toBeVisible();
    await expect(order.getByText(`¥${total}`)).toBeVisible();
    await shot(page, 'orders');
    await order.getByRole('button', { name: '查看收据' }).click();
    const receipt = page.getByRole('dialog', { name: '订单收据' });
    await expect(receipt.getByText('支付宝')).toBeVisible();
    await expect(receipt.getByText('已支付').first()).toBeVisible();
    await expect(receipt.getByText(`${paidOn} 至 ${date3}`)).toBeVisible();
    await shot(page, 'receipt');
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();

    await page.getByRole('tab', { name: '支持方案' }).click();
    const planRow = page.getByRole('article', { name: plan.name });
    await expect(planRow.getByText(`已支持至 ${date3}`)).toBeVisible();
    await shot(page, 'plans');

    // 续费 one more month: the same purchase flow, the end moves one month on.
    await planRow.getByRole('button', { name: '续费' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.package.href(plan.id));
    await expect(page.getByText('续费时长')).toBeVisible();
    await page.getByRole('button', { name: '续费', exact: true }).click();
    const renew = page.getByRole('dialog', { name: '续费支持方案' });
    await expect(renew.getByText('× 1个月')).toBeVisible();
    await renew.getByRole('button', { name: `确认支付 ¥${(plan.priceFen / 100).toFixed(2)}` }).click();
    await payWithAlipay(page, context);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.package.href(plan.id));

    const end4 = await membershipEnd(page, plan.id);
    const oneMonthOn = monthsAfter(new Date(end3), 1);
    expect(Math.abs(new Date(end4).getTime() - oneMonthOn.getTime())).toBeLessThan(86_400_000);
    await expect(page.getByText(`已支持至 ${chinaDate(end4)}`)).toBeVisible();
    await shot(page, 'plan-renewed');

    // Each order its own period: the month stacked after the three, the three unchanged.
    await page.goto(paths.mineSupport.href('orders'));
    const orders = page.getByRole('article', { name: /^订单 / });
    const [renewal, first] = [orders.nth(0), orders.nth(1)];
    await expect(renewal.getByText(`1 个月 · ${date3} 至 ${chinaDate(end4)}`)).toBeVisible();
    await expect(first.getByText(`3 个月 · ${paidOn} 至 ${date3}`)).toBeVisible();
    await shot(page, 'orders-stacked');

    // The creator's profile shows the membership on the plan's card, with 续费.
    await page.goto(paths.user.href('frog-draws'));
    const card = page.getByRole('region', { name: '支持方案' });
    await expect(card.getByText(`已支持至 ${chinaDate(end4)}`)).toBeVisible();
    await expect(card.getByRole('button', { name: '续费' })).toBeVisible();
    await shot(page, 'profile-member');

    await page.goto(paths.mineSupport.href('unlocked'));
    await expect(page.getByText('还没有解锁过作品')).toBeVisible();
    await shot(page, 'unlocked-empty');
  });
});
