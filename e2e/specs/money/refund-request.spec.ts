import { orderEndpoints, userEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import {
  newConsoleScene,
  paidPostFields,
  payTip,
  publishPost,
  screenshot,
  sessionPage,
} from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { GREEN_PNG } from '../../fixtures/images';

/**
 * [MONEY] Refunds on request, on a phone (docs/MINORS.md): a buyer unlocks a post, asks for a
 * refund from 我的支持 with a reason from the list and a picture, the creator sees the picture and grants it from 收益管理, and the
 * buyer's open post locks without a reload (the refund's notice reaches the page live).
 */
test.describe('[MONEY] refund requests', () => {
  test.skip(() => test.info().project.name !== 'phone', 'a buyer’s journey on a phone');

  test('a buyer asks for a refund in 我的支持, the creator grants it, the open post locks', async ({
    page,
    browser,
    playwright,
  }) => {
    test.slow();
    const scene = await newConsoleScene(playwright.request);
    const secret = `退款申请后应看不到的正文 ${Date.now()}`;
    const title = `申请退款的作品 ${Date.now() % 1_000_000}`;
    const postId = await publishPost(scene.creator, paidPostFields(title, secret));

    // A new buyer unlocks the post and keeps it open.
    await stubAppLinks(page);
    await signUpFreshBuyer(page);
    const submitted = await callApi(page.request, orderEndpoints.submit, {
      kind: 'post',
      postId,
      channel: 'alipay',
    });
    await payTip(page.request, browser, String(submitted.paymentNo));
    await page.goto(`/post/${postId}`);
    await expect(page.getByText(secret)).toBeVisible();

    // In another tab: 我的支持 › 订单 › 查看收据 › 申请退款, a reason and a few words.
    const support = await page.context().newPage();
    await support.goto(paths.mineSupport.href('orders'));
    const order = support.getByRole('article', { name: `订单 ${submitted.orderNo}` });
    await order.getByRole('button', { name: '查看收据' }).click();
    const receipt = support.getByRole('dialog', { name: '订单收据' });
    await receipt.getByRole('button', { name: '申请退款' }).click();
    const ask = support.getByRole('dialog', { name: '申请退款' });
    await expect(ask.getByText('申请退还 ¥3.00', { exact: false })).toBeVisible();
    await ask.getByRole('button', { name: '提交申请' }).click();
    await expect(ask.getByText('请选择退款原因')).toBeVisible();
    await ask.getByLabel('内容与描述不符').check();
    await ask.getByLabel('补充说明（选填）').fill('和预览图不一样');
    await ask
      .locator('.picked-images input[type=file]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: GREEN_PNG });
    await expect(ask.getByAltText('图片 1')).toBeVisible();
    await screenshot(support, 'phone-refund-request-dialog');
    await ask.getByRole('button', { name: '提交申请' }).click();
    await expect(support.getByText(/^退款申请已提交，创作者会在/)).toBeVisible();
    await expect(receipt.getByText('退款申请待处理')).toBeVisible();
    await expect(receipt.getByAltText('退款申请图片 1')).toBeVisible();
    await screenshot(support, 'phone-refund-request-receipt');
    await support.close();

    // The creator, on their phone, grants it from 收益管理 › 退款申请.
    const creatorPage = await sessionPage(
      browser,
      {
        cookies: (await scene.creator.storageState()).cookies,
        user: await callApi(scene.creator, userEndpoints.current),
      },
      { width: 412, height: 915 },
    );
    await creatorPage.goto(paths.revenueManagement.pattern);
    const card = creatorPage.getByLabel(`退款申请 ${submitted.orderNo}`);
    await expect(card.getByText('原因：内容与描述不符；和预览图不一样')).toBeVisible();
    // The buyer's picture, private to them, the creator and the platform, loads for the creator.
    const picture = card.getByAltText('买家图片 1');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(creatorPage, 'phone-refund-request-creator', true);
    await card.getByRole('button', { name: '同意退款' }).click();
    await creatorPage
      .getByRole('dialog', { name: '同意退款 ¥3.00？' })
      .getByRole('button', { name: '同意退款' })
      .click();
    await expect(creatorPage.getByText('已同意退款，款项将原路退回')).toBeVisible();
    // It leaves 待处理; under 全部 it shows how it ended.
    await expect(card).toHaveCount(0);
    await creatorPage.locator('.refund-requests').getByText('全部', { exact: true }).click();
    await expect(card.getByText('你已同意，退款 ¥3.00')).toBeVisible();
    await creatorPage.context().close();

    // The buyer's open post locks without a reload; the refund notice says why.
    await expect(page.getByText(secret)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: '付费内容' })).toBeVisible();
    await page.goto('/message/sysNotify');
    await expect(page.getByText('你的订单已退款').first()).toBeVisible();
    await expect(
      page.getByText('退款原因：创作者同意了退款申请（内容与描述不符）。', { exact: false }).first(),
    ).toBeVisible();
    await scene.dispose();
  });
});
