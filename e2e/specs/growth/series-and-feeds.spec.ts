import { postEndpoints, publicFeedPath } from '@frog/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { callApi } from '../../fixtures/api';
import { payWithAlipay } from '../../fixtures/alipay';
import { sessionApi, signInWithSession, signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { saveShot } from '../../fixtures/shots';

const shot = (page: Page, name: string, fullPage = false) =>
  saveShot(page, 'series-feed-shots', name, { fullPage });

/** Publishes a post as the signed-in creator of `request`: its id. */
async function publish(request: APIRequestContext, post: Record<string, string>): Promise<number> {
  const draft = await callApi(request, postEndpoints.saveDraft, post);

  return (await callApi(request, postEndpoints.publish, { id: String(draft.id), ...post })).id;
}

test.describe('[GROWTH] series: previous / next through a creator’s series', () => {
  test('a creator makes a series of two posts; a visitor reads it in order', async ({
    page,
    browser,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
    const [first, second] = [`蝌蚪日记上 ${tag}`, `蝌蚪日记下 ${tag}`];
    const api = await sessionApi(playwright.request, creatorSession);
    for (const title of [first, second])
      await publish(api, {
        title,
        summary: `${title} 的摘要`,
        bodyHtml: `<p>${title} 的正文</p>`,
        visibility: 'free',
      });
    await api.dispose();

    // 内容管理 › 合集: a new series, then both posts added in order.
    await signInWithSession(page, creatorSession);
    await page.goto(paths.contentManagement.href());
    await page.getByText('合集', { exact: true }).click();
    await page.getByRole('button', { name: '新建合集' }).click();
    const seriesTitle = `蝌蚪日记 ${tag}`;
    const form = page.getByRole('dialog', { name: '新建合集' });
    await form.getByLabel('合集名称').fill(seriesTitle);
    await form.getByLabel('合集简介').fill('从蝌蚪到青蛙的两篇日记');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('合集已创建')).toBeVisible();
    const list = page.getByRole('list', { name: `${seriesTitle} 的作品` });
    const picker = page.getByRole('combobox', { name: `加入 ${seriesTitle} 的作品` });
    for (const title of [first, second]) {
      await expect(async () => {
        await picker.click();
        await page.locator(`.ant-select-item-option[title="${title}"]`).click({ timeout: 5_000 });
        await expect(list.getByText(title)).toBeVisible({ timeout: 5_000 });
      }).toPass();
    }
    await expect(list.getByRole('listitem')).toHaveText([
      new RegExp(`1\\. ${first}`),
      new RegExp(`2\\. ${second}`),
    ]);
    await shot(page, 'creator-series');
    const seriesHref = await page.getByRole('link', { name: seriesTitle }).getAttribute('href');

    // A visitor (no session) opens the series page, then walks it with 下一篇 / 上一篇.
    const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await visitor.goto(seriesHref!);
    await expect(visitor.getByRole('heading', { name: seriesTitle })).toBeVisible();
    await expect(visitor.getByRole('list', { name: '合集作品' }).locator('.post-card__title')).toHaveText([
      first,
      second,
    ]);
    await shot(visitor, 'series-page', true);
    await visitor.getByRole('link', { name: first }).click();
    const nav = visitor.getByRole('navigation', { name: '合集导航' });
    await expect(nav).toContainText('第 1 / 2 篇');
    await expect(nav).toContainText('已是第一篇');
    await shot(visitor, 'post-series-nav', true);
    await nav.getByRole('link', { name: /下一篇/ }).click();
    await expect(visitor.getByRole('heading', { name: second })).toBeVisible();
    await expect(nav).toContainText('第 2 / 2 篇');
    await nav.getByRole('link', { name: /上一篇/ }).click();
    await expect(visitor.getByRole('heading', { name: first })).toBeVisible();
    await visitor.close();
  });
});

test.describe('[GROWTH] feeds: a member’s private feed has the paid text, the public one only its preview', () => {
  test('a buyer copies their private feed URL; a visitor’s public feed keeps the body out', async ({
    page,
    context,
    playwright,
    creatorSession,
  }) => {
    test.slow();
    await stubAppLinks(page);
    const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
    const title = `付费订阅篇 ${tag}`;
    const paidText = `只有解锁的人才能在阅读器里看到 ${tag}`;
    const api = await sessionApi(playwright.request, creatorSession);
    const postId = await publish(api, {
      title,
      summary: '订阅源里人人可见的摘要',
      bodyHtml: `<p>${paidText}</p>`,
      visibility: 'paid',
      price: '1.00',
    });
    await api.dispose();

    // A new buyer unlocks it.
    await signUpFreshBuyer(page);
    await page.goto(paths.post.href(postId));
    await page.getByRole('button', { name: '解锁 ¥1.00' }).click();
    await page
      .getByRole('dialog', { name: '解锁作品' })
      .getByRole('button', { name: '确认支付 ¥1.00' })
      .click();
    await payWithAlipay(page, context);

    // On the creator's profile: their private feed URL, copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(paths.user.href('frog-draws'));
    const feeds = page.getByRole('region', { name: '订阅' });
    await feeds.getByRole('button', { name: '获取我的私人订阅地址' }).click();
    const field = feeds.getByLabel('我的私人订阅地址');
    await expect(field).toHaveValue(/\/api\/feed\/member\//);
    await feeds.getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('订阅地址已复制')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await field.inputValue());
    await shot(page, 'profile-feeds');

    // A feed reader has no session: the URL alone opens the paid text.
    const reader = await playwright.request.newContext();
    const privateFeed = await reader.get(copied);
    expect(privateFeed.status()).toBe(200);
    expect(privateFeed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const privateXml = await privateFeed.text();
    expect(privateXml).toContain(title);
    expect(privateXml).toContain(paidText);

    // A visitor's public feed: the title and summary, never the body.
    const publicFeed = await reader.get(new URL(publicFeedPath('frog-draws'), copied).toString());
    expect(publicFeed.status()).toBe(200);
    const publicXml = await publicFeed.text();
    expect(publicXml).toContain(title);
    expect(publicXml).toContain('订阅源里人人可见的摘要');
    expect(publicXml).not.toContain(paidText);

    // Reset: the old URL is gone at once, the new one works.
    await feeds.getByRole('button', { name: '重置' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '重置' }).click();
    await expect(page.getByText('已生成新的订阅地址')).toBeVisible();
    expect((await reader.get(copied)).status()).toBe(404);
    expect(await (await reader.get(await field.inputValue())).text()).toContain(paidText);
    await reader.dispose();
  });
});
