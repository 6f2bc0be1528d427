import { commentEndpoints, postEndpoints, userEndpoints } from '@frog/contracts';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { tipOnProfile } from '../../fixtures/alipay';
import { callApi } from '../../fixtures/api';
import { sessionApi, signInWithSession, signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';
import { runTag } from '../../fixtures/session';
import { saveShot } from '../../fixtures/shots';

const shot = (page: Page, name: string, fullPage = false) =>
  saveShot(page, 'likes-thanks-shots', name, { fullPage });

test.describe('[GROWTH] 点赞', () => {
  test('a reader likes a post; the heart and the count stay after a reload', async ({
    page,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const tag = runTag();
    const creator = await sessionApi(playwright.request, creatorSession);
    const fields = {
      title: `雨后的荷叶 ${tag}`,
      summary: '一张速写',
      bodyHtml: '<p>荷叶上的雨珠</p>',
      visibility: 'free' as const,
    };
    const draft = await callApi(creator, postEndpoints.saveDraft, fields);
    const post = await callApi(creator, postEndpoints.publish, { id: String(draft.id), ...fields });
    await callApi(creator, commentEndpoints.postComment, {
      postId: String(post.id),
      content: '欢迎来看荷叶',
    });
    await creator.dispose();

    await signUpFreshBuyer(page);
    await page.goto(paths.post.href(post.id));
    const like = page.getByRole('button', { name: '点赞作品：0' });
    await expect(like).toHaveText('赞');
    await like.click();
    const liked = page.getByRole('button', { name: '取消点赞作品：1' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toHaveText('1');
    // The heart shows at once; the like is stored when the button is enabled again (a reload before
    // that would cancel the request).
    await expect(liked).toBeEnabled();
    await shot(page, 'post-liked');

    await page.reload();
    await expect(page.getByRole('button', { name: '取消点赞作品：1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A comment's heart, under it; it stays too.
    const comment = page.getByTestId('comment').filter({ hasText: '欢迎来看荷叶' });
    await comment.getByRole('button', { name: '点赞评论：0' }).click();
    await expect(comment.getByRole('button', { name: '取消点赞评论：1' })).toHaveText('1');
    await expect(comment.getByRole('button', { name: '取消点赞评论：1' })).toBeEnabled();
    await comment.scrollIntoViewIfNeeded();
    await shot(page, 'comment-liked');
    await page.reload();
    await expect(comment.getByRole('button', { name: '取消点赞评论：1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The creator's card on their profile shows it too.
    await page.goto(paths.user.href('frog-draws'));
    const card = page.locator('.post-card').filter({ hasText: fields.title });
    await expect(card.getByRole('button', { name: '取消点赞作品：1' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'card-liked');
  });
});

test.describe('[GROWTH] 感谢回复', () => {
  test('a creator thanks a tipper from 收益管理; the tipper reads it in their messages', async ({
    page,
    context,
    browser,
    creatorSession,
  }) => {
    test.slow();
    const words = `一点心意 ${runTag()}`;
    const thanks = `谢谢你的打赏，下次画你喜欢的荷花`;
    await stubAppLinks(page);

    // A new tipper: their inbox holds only what this journey sends them.
    await signUpFreshBuyer(page);
    const tipper = await callApi(page.request, userEndpoints.current);
    await page.goto(paths.user.href('frog-draws'));
    await tipOnProfile(page, context, words);

    // The creator opens 收益管理 at the tipper's orders and answers in place.
    const desk = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const creatorPage = await desk.newPage();
    await signInWithSession(creatorPage, creatorSession);
    await creatorPage.goto(
      `${paths.revenueManagement.href()}?period=all&keyword=${encodeURIComponent(tipper.nickname)}`,
    );
    const order = creatorPage.locator('.order-what').filter({ hasText: words });
    await order.getByRole('button', { name: /感谢回复/ }).click();
    await order.getByLabel(`回复${tipper.nickname}`).fill(thanks);
    await shot(creatorPage, 'creator-writes-thanks');
    await order.getByRole('button', { name: '发送回复' }).click();
    await expect(creatorPage.getByText('已回复，支持者会在消息中收到')).toBeVisible();
    await expect(order.locator('.order-thanks__text')).toHaveText(thanks);
    await shot(creatorPage, 'creator-thanked');
    await desk.close();

    // The tipper: a 系统通知 with the reply, and the reply on their receipt.
    await page.goto(paths.sysNotify.href());
    const notice = page.getByRole('listitem').filter({ hasText: thanks });
    await expect(notice).toContainText(`${demo.creator.nickname} 回复了你的支持`);
    await expect(notice).toContainText('打赏，订单');
    await shot(page, 'tipper-notice');
    await page.goto(paths.mineSupport.href('orders'));
    await page
      .getByRole('article', { name: /^订单 / })
      .first()
      .getByRole('button', { name: '查看收据' })
      .click();
    const receipt = page.getByRole('dialog', { name: '订单收据' });
    await expect(receipt.getByText(thanks)).toBeVisible();
    await expect(receipt.getByText('创作者回复')).toBeVisible();
    await shot(page, 'tipper-receipt');
  });
});
