import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { signInWithSession, signUpFreshBuyer, test } from '../../fixtures/buyer';
import { journeyNames } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';
import { createPlanWithMemberPost } from '../../fixtures/creator-content';

const shot = (page: Page, name: string) => saveShot(page, 'growth-shots', name);

test.describe('[GROWTH] 免费试用', () => {
  test('a creator offers 7 free days; a new supporter tries the plan once and reads its post', async ({
    page,
    browser,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const { tag, project } = journeyNames();
    const planName = `试用方案${project}${tag}`.slice(0, 30);
    const secret = `只有方案成员能看到的正文 ${project}${tag}`;

    // A plan, and a post only its members read.
    const { planId, postId } = await createPlanWithMemberPost(playwright.request, creatorSession, {
      planName,
      price: '12',
      title: `试用可读的作品${tag}`,
      secret,
    });

    // 创作者设置: the creator turns on 7 free days in the plan's form.
    const desk = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const creatorPage = await desk.newPage();
    await signInWithSession(creatorPage, creatorSession);
    await creatorPage.goto(paths.creatorSettings.href());
    const card = creatorPage.locator('.plan-manager__item').filter({ hasText: planName });
    await card.getByRole('button', { name: '编辑' }).click();
    const form = creatorPage.getByRole('dialog', { name: '编辑支持方案' });
    await form.getByLabel('免费试用天数').fill('7');
    await shot(creatorPage, 'trial-form');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
    await desk.close();

    // A new supporter: the plan offers the trial and says nothing will be charged.
    await signUpFreshBuyer(page);
    await page.goto(paths.package.href(planId));
    await expect(page.getByText('结束后不会自动扣费')).toBeVisible();
    await shot(page, 'trial-offer');
    await page.getByRole('button', { name: '免费试用 7 天' }).click();
    await expect(page.getByText(/已开始免费试用，至 \d{4}-\d{2}-\d{2} 结束/)).toBeVisible();
    await expect(page.locator('.plan-detail__membership')).toContainText('免费试用至');
    await expect(page.getByRole('button', { name: '免费试用 7 天' })).toHaveCount(0);
    // Joining for money stays open (months start when the trial ends); otherwise it just ends.
    await expect(page.getByRole('button', { name: '立即支持' })).toBeVisible();
    await expect(page.getByText('购买的月数从试用结束时起累加')).toBeVisible();
    await shot(page, 'trial-started');

    await page.goto(paths.post.href(postId));
    await expect(page.getByText(secret)).toBeVisible();

    // 我的支持 › 支持方案: a trial has not been bought, so its button joins the plan, never 续费.
    await page.goto(paths.mineSupport.href('plans'));
    const row = page.getByRole('article', { name: planName });
    await expect(row).toContainText('免费试用至');
    await expect(row.getByRole('button', { name: '加入' })).toBeVisible();
    await expect(row.getByRole('button', { name: '续费' })).toHaveCount(0);
  });
});
