import { userEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { payWithAlipay } from '../../fixtures/alipay';
import { postForm } from '../../fixtures/api';
import { chooseOption } from '../../fixtures/select';
import { signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { journeyNames } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';
import { createPlanWithMemberPost } from '../../fixtures/creator-content';

// Dialogs zoom in from the button for a moment: shots wait for them to settle.
const shot = (page: Page, name: string) => saveShot(page, 'growth-shots', name, { settleMs: 1000 });

test.describe('[GROWTH] 赠送支持方案', () => {
  test('a supporter gives 3 months of a plan to a friend by their profile link; the friend reads its post', async ({
    page,
    context,
    browser,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const { tag, project } = journeyNames();
    const planName = `赠送方案${project}${tag}`.slice(0, 30);
    const secret = `方案成员才能读到的正文 ${project}${tag}`;

    // A plan of the demo creator, and a post only its members read.
    const { planId, postId } = await createPlanWithMemberPost(playwright.request, creatorSession, {
      planName,
      price: '5',
      title: `方案成员可读的作品${tag}`,
      secret,
    });

    // The friend: a new account with a profile address.
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const friendPage = await friendContext.newPage();
    await signUpFreshBuyer(friendPage);
    const friend = await postForm(friendPage.request, userEndpoints.current, {});
    expect(friend.code, friend.message).toBe(200);
    const friendSlug = friend.data.slug;

    // The giver pastes the friend's profile link on the plan page and pays.
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    await page.goto(paths.package.href(planId));
    await page.getByText('赠送给他人').click();
    await page.getByRole('button', { name: '赠送', exact: true }).click();
    await expect(page.getByText('请填写对方的个人主页地址')).toBeVisible();
    await page.getByLabel('对方的个人主页地址').fill(`http://example.test${paths.user.href(friendSlug)}`);
    await chooseOption(page, page.getByRole('combobox'), '3 个月');
    await page.getByRole('button', { name: '赠送', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '赠送支持方案' });
    await expect(dialog).toContainText(`支持方案「${planName}」× 3个月（赠送给`);
    await shot(page, 'plan-gift-checkout');
    await dialog.getByRole('button', { name: '确认支付 ¥15.00' }).click();
    await payWithAlipay(page, context);

    // The friend is told who gave it, and reads the plan's post; the giver does not.
    await friendPage.goto(paths.sysNotify.href());
    await expect(friendPage.getByText(/送了你 .+ 的支持方案/).first()).toBeVisible();
    await shot(friendPage, 'plan-gift-notice');
    await friendPage.goto(paths.post.href(postId));
    await expect(friendPage.getByText(secret)).toBeVisible();
    await page.goto(paths.post.href(postId));
    await expect(page.getByText(secret)).toHaveCount(0);
    await friendContext.close();
  });
});
