import { postEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { postForm } from '../../fixtures/api';
import { payWithAlipay } from '../../fixtures/alipay';
import { sessionApi, signInWithSession, signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { journeyNames } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';

// Dialogs zoom in from the button for a moment: shots wait for them to settle.
const shot = (page: Page, name: string) => saveShot(page, 'growth-shots', name, { settleMs: 1000 });

test.describe('[GROWTH] 赠阅链接', () => {
  test('the creator allows gifts; a buyer shares a link; a visitor signs in and reads the post through it', async ({
    page,
    context,
    browser,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const { tag, project } = journeyNames();
    const secret = `赠阅才能读到的正文 ${project}${tag}`;

    // A paid post of the demo creator.
    const api = await sessionApi(playwright.request, creatorSession);
    const fields = {
      title: `可以赠阅的作品${tag}`,
      summary: '付费阅读全文。',
      bodyHtml: `<p>${secret}</p>`,
      visibility: 'paid' as const,
      price: '3.00',
    };
    const draft = await postForm(api, postEndpoints.saveDraft, fields);
    expect(draft.code, draft.message).toBe(200);
    const published = await postForm(api, postEndpoints.publish, { ...fields, id: String(draft.data.id) });
    expect(published.code, published.message).toBe(200);
    await api.dispose();
    const postPath = paths.post.href(published.data.id);

    // The creator: 赠阅设置 on the post, 2 people per member.
    const desk = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const creatorPage = await desk.newPage();
    await signInWithSession(creatorPage, creatorSession);
    await creatorPage.goto(postPath);
    await creatorPage.getByRole('button', { name: '赠阅设置' }).click();
    const settings = creatorPage.getByRole('dialog', { name: '赠阅设置' });
    await settings.getByLabel('每位成员最多可赠阅').fill('2');
    await settings.getByRole('button', { name: '保存' }).click();
    await expect(creatorPage.getByText('已保存：每位成员可赠阅 2 人')).toBeVisible();
    await shot(creatorPage, 'gift-settings');

    // A buyer unlocks it, then shares it.
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    await page.goto(postPath);
    await page.getByRole('button', { name: '解锁 ¥3.00' }).click();
    await page
      .getByRole('dialog', { name: '解锁作品' })
      .getByRole('button', { name: '确认支付 ¥3.00' })
      .click();
    await payWithAlipay(page, context);
    await page.goto(postPath);
    await expect(page.getByText(secret)).toBeVisible();
    await shot(page, 'gift-actions');
    await page.getByRole('button', { name: '赠阅' }).click();
    const dialog = page.getByRole('dialog', { name: '赠阅给朋友' });
    await expect(dialog).toContainText('已领取 0 / 2 人');
    const link = await dialog.getByLabel('赠阅链接').inputValue();
    expect(link).toMatch(/\/post\/\d+\?gift=[A-Za-z0-9_-]{22}$/);
    await shot(page, 'gift-link-dialog');
    // The dialog sits inside the screen: nothing on the page is wider than the phone.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    // A visitor opens it: the gift is offered, nothing of the body is there; they sign in and read.
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname + new URL(link).search);
    const banner = friend.getByRole('region', { name: '赠阅' });
    await expect(banner).toContainText('送你免费阅读');
    await expect(banner).toContainText('还剩 2 个名额');
    await expect(friend.locator('body')).not.toContainText(secret);
    await shot(friend, 'gift-banner-visitor');
    await banner.getByRole('link', { name: '登录后领取' }).click();
    await expect(friend).toHaveURL(/\/login\?redirect=/);
    await signUpFreshBuyer(friend);
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await friend.getByRole('button', { name: '领取并阅读' }).click();
    await expect(friend.getByText(secret)).toBeVisible();
    await expect(friend).toHaveURL(new RegExp(`/post/${published.data.id}$`));
    await shot(friend, 'gift-read');
    await friendContext.close();

    // The buyer sees the place used; the creator sees the redemption.
    await page.reload();
    await page.getByRole('button', { name: '赠阅' }).click();
    await expect(page.getByRole('dialog', { name: '赠阅给朋友' })).toContainText('已领取 1 / 2 人');
    await creatorPage.reload();
    await creatorPage.getByRole('button', { name: '赠阅设置' }).click();
    await expect(creatorPage.getByRole('dialog', { name: '赠阅设置' })).toContainText('已通过赠阅阅读 1 人');
    await desk.close();
  });
});
