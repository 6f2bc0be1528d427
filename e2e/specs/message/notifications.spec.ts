import { userEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { newConsoleScene } from '../../fixtures/admin';
import { tipOnProfile } from '../../fixtures/alipay';
import { callApi } from '../../fixtures/api';
import { signInDemoSupporter, signInPage, stubAppLinks, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';

const shot = (page: Page, name: string) => saveShot(page, 'notification-shots', name);

test.describe('[MESSAGES] 系统通知', () => {
  test('a supporter tips; the creator sees who, how much and the message, and opens the order', async ({
    page,
    context,
    playwright,
    supporterSession,
  }) => {
    test.slow();
    const tag = runTag();
    const words = `画得真好 ${tag}`;
    await stubAppLinks(page);

    // A new creator of this run: the desktop and phone runs share one server, and with a shared
    // creator one run's tip or 全部已读 would change the other's unread count. Their inbox holds
    // exactly the approval notice, unread, until the tip arrives.
    const scene = await newConsoleScene(playwright.request);
    const creator = await callApi(scene.creator, userEndpoints.current);

    // The supporter tips ¥6.66 with a message from the creator's profile and pays.
    await signInDemoSupporter(page, supporterSession);
    await page.goto(paths.user.href(creator.slug));
    await tipOnProfile(page, context, words);

    // Their receipt: what, how much, linking to the creator they tipped.
    await page.goto(paths.sysNotify.href());
    const receipt = page.getByRole('listitem').filter({ hasText: words });
    await expect(receipt).toContainText(`打赏成功：${creator.nickname}`);
    await expect(receipt).toContainText('实付 ¥6.66');
    await shot(page, 'supporter-receipt');

    // The creator: the notice is unread, names the supporter, the amount and the message.
    await page.context().clearCookies();
    await page.context().addCookies((await scene.creator.storageState()).cookies);
    await signInPage(page, creator);
    await page.goto(paths.sysNotify.href());
    const notice = page.getByRole('listitem').filter({ hasText: words });
    await expect(notice).toContainText(`${demo.supporter.nickname} 打赏了你`);
    await expect(notice).toContainText('金额 ¥6.66');
    await expect(notice).toContainText(`留言：${words}`);
    await expect(notice.getByRole('img', { name: '未读' })).toBeVisible();
    await expect(page.locator('.notices__count')).toHaveText('2 条未读');
    await shot(page, 'creator-inbox');

    // It links to the order in 收益管理, found by its number, with the message.
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/revenue-management\?period=all&keyword=O\d+/);
    const orderNo = new URL(page.url()).searchParams.get('keyword')!;
    await expect(page.getByText('订单明细')).toBeVisible();
    await expect(page.getByLabel('支持者昵称或订单号')).toHaveValue(orderNo);
    const order = page.locator('tr, li').filter({ hasText: words });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('¥6.66');
    await order.scrollIntoViewIfNeeded();
    await shot(page, 'creator-order');

    // Back in the inbox the notice is read, the approval still unread; 全部已读 leaves nothing unread.
    await page.goto(paths.sysNotify.href());
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('img', { name: '未读' })).toHaveCount(0);
    const approval = page.getByRole('listitem').filter({ hasText: '创作者申请已通过' });
    await expect(approval.getByRole('img', { name: '未读' })).toBeVisible();
    await expect(page.locator('.notices__count')).toHaveText('1 条未读');
    const markAll = page.getByRole('button', { name: '全部已读' });
    await expect(markAll).toBeEnabled();
    await markAll.click();
    await expect(page.locator('.notices__count')).toHaveText('没有未读通知');
    await expect(page.locator('.notices__list').getByRole('img', { name: '未读' })).toHaveCount(0);
    await shot(page, 'creator-all-read');
    await scene.dispose();
  });
});
