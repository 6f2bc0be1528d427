import { orderEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import { freshIdNumber } from '../../fixtures/admin';
import { isCallTo } from '../../fixtures/api';
import { shot, signUpFreshBuyer, stubAppLinks, test, fillCustomTip } from '../../fixtures/buyer';

// The browser tests' server runs MINOR_PROTECTION=verify-above:500 (playwright.config.ts): a buyer
// is asked for their real name before a payment above ¥500, and a verified minor is capped on every
// payment (8 to 16: ¥50 a payment).
const YEAR_MS = 365.25 * 86_400_000;

test.describe('[CHECKOUT] minors at payment', () => {
  test('a 12-year-old verifies when asked, is refused above ¥50 with the rule, and may tip within it', async ({
    page,
  }) => {
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    // Born 11 to 13 years ago: 12 on most days, and in the 8-to-16 band whatever the day.
    const twelve = freshIdNumber([new Date(Date.now() - 13 * YEAR_MS), new Date(Date.now() - 11 * YEAR_MS)]);
    let submitted = 0;
    page.on('request', (request) => {
      if (isCallTo(orderEndpoints.submit)(request)) submitted += 1;
    });

    await page.goto('/user/frog-draws');
    await page.getByRole('button', { name: '打赏' }).click();
    const dialog = page.getByRole('dialog', { name: '打赏' });
    await fillCustomTip(dialog, '600');
    await dialog.getByRole('button', { name: '打赏 ¥600.00' }).click();

    await expect(dialog.getByText(/付款前须完成一次实名认证以核验年龄/)).toBeVisible();
    await dialog.getByLabel('真实姓名').fill('林小绿');
    await dialog.getByLabel('身份证号').fill(twelve);
    await shot(page, 'minor-real-name');
    await dialog.getByRole('button', { name: '认证并继续' }).click();

    await expect(dialog.getByText('根据未成年人保护规定，未满16周岁的用户单笔最多支付 ¥50.00')).toBeVisible();
    await shot(page, 'minor-refused');
    expect(submitted).toBe(0);

    await dialog.getByText('¥18.88').click();
    await dialog.getByRole('button', { name: '打赏 ¥18.88' }).click();
    await expect(page).toHaveURL(/price=18\.88/);
  });
});
