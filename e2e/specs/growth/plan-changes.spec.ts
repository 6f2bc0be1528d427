import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { payWithAlipay } from '../../fixtures/alipay';
import { signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { createPlanWithMemberPost } from '../../fixtures/creator-content';
import { journeyNames } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';

const shot = (page: Page, name: string) => saveShot(page, 'growth-shots', name, { settleMs: 1000 });

test.describe('[GROWTH] 升级与降级支持方案', () => {
  test('a member of a cheaper plan moves up for the difference of the days left, reads the dearer plan’s post, then has a cheaper month wait for its end', async ({
    page,
    context,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const { tag, project } = journeyNames();
    const cheapName = `基础方案${project}${tag}`.slice(0, 30);
    const dearName = `高级方案${project}${tag}`.slice(0, 30);
    const secret = `高级方案成员才能读到 ${project}${tag}`;
    const cheap = await createPlanWithMemberPost(playwright.request, creatorSession, {
      planName: cheapName,
      price: '2',
      title: `基础方案的作品${tag}`,
      secret: `基础方案的正文 ${tag}`,
    });
    const dear = await createPlanWithMemberPost(playwright.request, creatorSession, {
      planName: dearName,
      price: '5',
      title: `高级方案的作品${tag}`,
      secret,
    });

    // A month of the cheaper plan, bought as anyone would.
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    await page.goto(paths.package.href(cheap.planId));
    await page.getByRole('button', { name: '立即支持' }).click();
    await page
      .getByRole('dialog', { name: '加入支持方案' })
      .getByRole('button', { name: '确认支付 ¥2.00' })
      .click();
    await payWithAlipay(page, context);

    // The dearer plan's page offers the move: the difference for the days left, the same end date.
    await page.goto(paths.package.href(dear.planId));
    const offer = page.getByRole('region', { name: '升级支持方案' });
    await expect(offer).toContainText(`你正在支持「${cheapName}」（¥2.00/月）`);
    const text = (await offer.textContent()) ?? '';
    const [, days, price] = /剩余 (\d+) 天的月费差价 ¥(\d+\.\d\d)/.exec(text) ?? [];
    // ¥3 a month more, for the days left (a month is 30 days).
    expect(price).toBe((Math.round((300 * Number(days)) / 30) / 100).toFixed(2));
    await shot(page, 'plan-upgrade-offer');
    await offer.getByRole('button', { name: '补差价升级' }).click();
    const dialog = page.getByRole('dialog', { name: '升级支持方案' });
    await expect(dialog).toContainText(`升级支持方案「${cheapName}」→「${dearName}」（剩余 ${days} 天）`);
    await expect(dialog.getByLabel('优惠码')).toHaveCount(0);
    await dialog.getByRole('button', { name: `确认支付 ¥${price}` }).click();
    await payWithAlipay(page, context);

    // The dearer plan's post opens; the receipt says what was paid for.
    await page.goto(paths.post.href(dear.postId));
    await expect(page.getByText(secret)).toBeVisible();
    await page.goto(paths.mineSupport.href('orders'));
    await expect(page.getByRole('article').filter({ hasText: dearName })).toContainText(
      `从「${cheapName}」升级 · 补 ${days} 天差价`,
    );
    await shot(page, 'plan-upgrade-order');
    await page.goto(paths.package.href(dear.planId));
    await expect(page.getByRole('region', { name: '升级支持方案' })).toHaveCount(0);

    // Back down: a month of the cheaper plan waits for the dearer one to end (the default).
    await page.goto(paths.package.href(cheap.planId));
    const wait = page.getByRole('checkbox', { name: `等「${dearName}」到期后再开始` });
    await expect(wait).toBeChecked();
    await shot(page, 'plan-downgrade-choice');
    await page.getByRole('button', { name: '立即支持' }).click();
    const again = page.getByRole('dialog', { name: '加入支持方案' });
    await expect(again).toContainText(`支持方案「${cheapName}」× 1个月（「${dearName}」到期后开始）`);
    await again.getByRole('button', { name: '确认支付 ¥2.00' }).click();
    await payWithAlipay(page, context);
    await page.goto(paths.package.href(cheap.planId));
    await expect(page.getByText(/将于 \d{4}-\d{2}-\d{2} 开始，至 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  });
});
