import { orderEndpoints, supportEndpoints } from '@frog/contracts';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { payWithAlipay as payAtAlipayCashier } from '../../fixtures/alipay';
import { isCallTo, postForm } from '../../fixtures/api';
import {
  shot,
  signInDemoSupporter,
  signUpFreshBuyer,
  stubAppLinks,
  test,
  fillCustomTip,
} from '../../fixtures/buyer';
import { chooseOption } from '../../fixtures/select';

/** Pays at the Alipay cashier (fixtures/alipay.ts) and screenshots the success page. */
async function payWithAlipay(page: Page, context: BrowserContext, shotName: string): Promise<string> {
  const paymentNo = await payAtAlipayCashier(page, context);
  await shot(page, shotName);

  return paymentNo;
}

test.describe('[CHECKOUT] tips and plans from their entry points', () => {
  test('a tip from the creator profile: amount, message, Alipay, paid, back to the profile', async ({
    page,
    context,
    supporterSession,
  }) => {
    await stubAppLinks(page);
    await signInDemoSupporter(page, supporterSession);
    await page.goto('/user/frog-draws');
    await expect(page.getByRole('button', { name: '打赏' })).toBeVisible();
    await shot(page, 'tip-profile');
    await page.getByRole('button', { name: '打赏' }).click();
    const dialog = page.getByRole('dialog', { name: '打赏' });
    await dialog.getByText('¥18.88').click();
    await dialog.getByLabel('留言').fill('加油，期待新作品');
    await expect(dialog.getByRole('radio', { name: '支付宝' })).toBeChecked();
    await shot(page, 'tip-dialog');
    await dialog.getByRole('button', { name: '打赏 ¥18.88' }).click();

    await expect(page).toHaveURL(/price=18\.88/);
    await expect(page.getByText('蛙蛙画画', { exact: true })).toBeVisible();
    await payWithAlipay(page, context, 'tip-success');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/frog-draws');
  });

  test('a custom tip outside the server bounds is refused in Chinese and nothing is ordered', async ({
    page,
    supporterSession,
  }) => {
    await signInDemoSupporter(page, supporterSession);
    await page.goto('/post/1');
    await page.getByRole('button', { name: '打赏' }).click();
    const dialog = page.getByRole('dialog', { name: '打赏' });
    await fillCustomTip(dialog, '0.5');
    let submitted = false;
    page.on('request', (request) => {
      if (isCallTo(orderEndpoints.submit)(request)) submitted = true;
    });
    await dialog.getByRole('button', { name: '打赏 ¥0.50' }).click();
    await expect(dialog.getByText(/打赏金额须在.+元之间/)).toBeVisible();
    await shot(page, 'tip-out-of-bounds');
    expect(submitted).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname === '/post/1');
  });

  test('a plan for 3 months from package/:id: total from the server price, paid, back to the plan', async ({
    page,
    context,
  }) => {
    await stubAppLinks(page);
    // A new buyer: the shared demo supporter is a member after the first project's run (续费 then).
    await signUpFreshBuyer(page);
    const plans = await postForm(page.request, supportEndpoints.planList, { slug: 'frog-draws' });
    const plan = (plans.data.list as { id: number; name: string; priceFen: number }[])[0]!;
    const total = ((plan.priceFen * 3) / 100).toFixed(2);

    await page.goto(`/package/${plan.id}`);
    await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: '方案作品' })).toBeVisible();
    await shot(page, 'plan-page');
    await chooseOption(page, page.getByRole('combobox'), '3 个月');
    await expect(page.getByText(`¥${total}`)).toBeVisible();
    await page.getByRole('button', { name: '立即支持' }).click();

    const dialog = page.getByRole('dialog', { name: '加入支持方案' });
    await expect(dialog.getByText(`× 3个月`)).toBeVisible();
    await dialog.getByRole('button', { name: `确认支付 ¥${total}` }).click();
    await expect(page).toHaveURL(new RegExp(`price=${total.replace('.', '\\.')}`));
    await payWithAlipay(page, context, 'plan-success');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/package/${plan.id}`);
  });
});
