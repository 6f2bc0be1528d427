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

  test('a supporter buys a plan as a gift link; the friend who opens it first gets it, the next finds it taken', async ({
    page,
    context,
    browser,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const { tag, project } = journeyNames();
    const planName = `礼物链接方案${project}${tag}`.slice(0, 30);
    const secret = `礼物链接换来的正文 ${project}${tag}`;
    const { planId, postId } = await createPlanWithMemberPost(playwright.request, creatorSession, {
      planName,
      price: '4',
      title: `礼物链接可读的作品${tag}`,
      secret,
    });

    // The giver chooses 生成礼物链接 (no recipient asked), pays, and comes back to 我的订单.
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    await page.goto(paths.package.href(planId));
    await page.getByText('赠送给他人').click();
    await page.getByText('生成礼物链接').click();
    await expect(page.getByLabel('对方的个人主页地址')).toHaveCount(0);
    await chooseOption(page, page.getByRole('combobox'), '2 个月');
    await page.getByRole('button', { name: '赠送', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '赠送支持方案' });
    await expect(dialog).toContainText(`支持方案「${planName}」× 2个月（礼物链接）`);
    await dialog.getByRole('button', { name: '确认支付 ¥8.00' }).click();
    await payWithAlipay(page, context);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/mine\/support\?tab=orders/);
    const row = page.getByRole('article').filter({ hasText: planName });
    await expect(row).toContainText('2 个月 · 礼物链接待领取');
    const giftUrl = await row.getByLabel('礼物链接地址').inputValue();
    expect(new URL(giftUrl).pathname).toMatch(/^\/plan-gift\/[A-Za-z0-9_-]{22}$/);
    await shot(page, 'plan-gift-link-order');
    // The giver opening their own link is told to send it on.
    await page.goto(giftUrl);
    await expect(page.getByText('不能领取自己送出的礼物，请把链接发给朋友')).toBeVisible();

    // A friend opens it signed out: who gives what, never the price; signing in brings them back.
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const friendPage = await friendContext.newPage();
    await friendPage.goto(giftUrl);
    const gift = friendPage.getByRole('region', { name: '支持方案礼物' });
    await expect(gift).toContainText(`支持方案「${planName}」× 2 个月`);
    await expect(gift).not.toContainText('¥');
    await shot(friendPage, 'plan-gift-link-visitor');
    await friendPage.getByRole('button', { name: '登录后领取' }).click();
    await expect(friendPage).toHaveURL(/\/login\?redirect=%2Fplan-gift%2F/);
    await signUpFreshBuyer(friendPage);
    await friendPage.goto(giftUrl);
    await friendPage.getByRole('button', { name: '立即领取' }).click();
    await expect(friendPage.getByText(/领取成功，方案有效期至 \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await shot(friendPage, 'plan-gift-link-redeemed');
    await friendPage.goto(paths.post.href(postId));
    await expect(friendPage.getByText(secret)).toBeVisible();

    // Someone else who opens it later finds it taken; the giver sees who has it.
    const lateContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const latePage = await lateContext.newPage();
    await latePage.goto(giftUrl);
    await expect(latePage.getByText('这份礼物已经被领取了')).toBeVisible();
    await expect(latePage.getByRole('button', { name: /领取/ })).toHaveCount(0);
    await page.goto(paths.mineSupport.href('orders'));
    await expect(row).toContainText(/2 个月 · 赠送给 买家\d{4}/);
    await expect(row.getByLabel('礼物链接地址')).toHaveCount(0);
    await page.goto(paths.post.href(postId));
    await expect(page.getByText(secret)).toHaveCount(0);
    await Promise.all([friendContext.close(), lateContext.close()]);
  });
});
