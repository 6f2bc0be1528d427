import { orderEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { newConsoleScene, payTip, screenshot, sessionPage } from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { projectContext, signUpFreshBuyer, test } from '../../fixtures/buyer';
import { GREEN_PNG } from '../../fixtures/images';

/**
 * [MONEY] A guardian's request, on a phone (docs/MINORS.md): a child's account tips a creator; the
 * guardian fills 监护人退款申请 with a picture of the proof; the operator sees the request with the
 * child's paid order and the picture, grants it, and the order is refunded.
 */
test.describe('[MONEY] guardian requests', () => {
  test.skip(() => test.info().project.name !== 'phone', 'a guardian’s journey on a phone');

  test('a guardian asks with a picture of the proof; the operator sees it and refunds the child’s order', async ({
    page,
    browser,
    playwright,
  }) => {
    test.slow();
    const scene = await newConsoleScene(playwright.request);

    // The child's account tips the creator ¥6.
    const child = await signUpFreshBuyer(page);
    const tip = await callApi(page.request, orderEndpoints.submit, {
      kind: 'tip',
      creatorId: scene.creatorId,
      amount: '6',
      channel: 'alipay',
    });
    await payTip(page.request, browser, String(tip.paymentNo));

    // The guardian, signed in on their own phone, fills the form with a picture of the 户口本.
    const guardianContext = await projectContext(browser);
    const guardian = await guardianContext.newPage();
    await signUpFreshBuyer(guardian);
    await guardian.goto(paths.guardianRequest.href());
    await guardian.getByLabel('未成年人账号的手机号').fill(child.phone);
    await guardian.getByLabel('母亲').check();
    await guardian.getByLabel('监护人姓名').fill('林妈妈');
    await guardian.getByLabel('联系方式').fill('13900001111');
    await guardian.getByLabel('证明材料说明').fill('户口本首页和孩子的页面');
    await guardian
      .locator('.picked-images input[type=file]')
      .setInputFiles({ name: 'hukou.png', mimeType: 'image/png', buffer: GREEN_PNG });
    await expect(guardian.getByAltText('图片 1')).toBeVisible();
    await screenshot(guardian, 'phone-guardian-request-form', true);
    await guardian.getByRole('button', { name: '提交申请' }).click();
    await expect(guardian.getByText('申请已提交')).toBeVisible();
    await guardianContext.close();

    // The operator finds it under 监护人申请 with the child's order and the picture, and grants it.
    const admin = await sessionPage(browser, scene.opSession);
    await admin.goto('/admin?tab=guardian-requests');
    const card = admin.locator('.admin-card', { hasText: child.phone });
    await expect(card.getByText(String(tip.orderNo))).toBeVisible();
    const proof = card.getByAltText('证明图片 1');
    await expect(proof).toBeVisible();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(admin, 'desktop-guardian-request-card', true);
    await card.getByRole('button', { name: '同意并全部退款' }).click();
    const dialog = admin.getByRole('dialog', { name: /同意监护人申请/ });
    await dialog.getByLabel('退款原因').fill('监护人举证属实，全额退还');
    await dialog.getByRole('button', { name: '同意并全部退款' }).click();
    await expect(admin.getByText('已同意，订单正在退款')).toBeVisible();
    // It leaves 待处理; under 全部 it shows how it ended.
    await expect(card).toHaveCount(0);
    await admin.getByText('全部', { exact: true }).click();
    await expect(card.getByText('已退款').first()).toBeVisible();
    await expect(card.getByText(/监护人举证属实，全额退还/)).toBeVisible();
    await admin.context().close();
    await scene.dispose();
  });
});
