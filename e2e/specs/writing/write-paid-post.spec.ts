import { expect } from '@playwright/test';
import { signInAs, signInDemoSupporter, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('[WRITING] a creator writes and publishes a paid post', () => {
  test('image in the body, attachment with a progress bar, draft saved, visitors see only the preview', async ({
    browser,
    browserName,
  }) => {
    const secret = `只给买家看的正文${Date.now()}`;
    const fileName = `高清原图${Date.now()}.zip`;
    const creator = await browser.newPage();
    await signInAs(creator, demo.creator);
    await creator.goto('/create-post');
    await creator.getByRole('textbox', { name: '标题', exact: true }).fill('海边速写全过程');
    await creator.getByLabel(/^摘要/).fill('从构图到上色，附高清原图。');
    await creator.locator('.rich-text__content').click();
    await creator.keyboard.type(secret);
    await creator
      .locator('.rich-text__toolbar input[type=file]')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
    await expect(creator.locator('.rich-text__content img')).toHaveAttribute('src', /^\/uploads\/posts\//);
    await creator.getByRole('radio', { name: /^付费/ }).check();
    await creator.getByLabel('单篇价格').fill('6.6');
    await expect(creator.getByText(/已自动保存/)).toBeVisible();
    await expect(creator).toHaveURL(/\/create-post\?id=\d+$/);

    // Slow the upload so the real progress bar is seen.
    if (browserName === 'chromium') {
      const cdp = await creator.context().newCDPSession(creator);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 512 * 1024,
      });
    }
    await creator
      .locator('.attachment-list__actions input[type=file]')
      .first()
      .setInputFiles({
        name: fileName,
        mimeType: 'application/zip',
        buffer: Buffer.alloc(2 * 1024 * 1024, 7),
      });
    await expect(creator.getByRole('progressbar')).toBeVisible();
    await expect(creator.locator('.attachment-list__items')).toContainText(fileName);

    await creator.getByRole('button', { name: '立即发布' }).click();
    await expect(creator).toHaveURL(/\/post\/\d+$/);
    // Said on the post it opens (the editor's own toasts go with the editor).
    await expect(creator.getByRole('status').filter({ hasText: '发布成功' })).toBeVisible();
    await expect(creator.getByText(secret)).toBeVisible();
    const postUrl = new URL(creator.url()).pathname;

    const visitor = await browser.newPage();
    await visitor.goto(postUrl);
    await expect(visitor.getByRole('heading', { name: '海边速写全过程' })).toBeVisible();
    await expect(visitor.getByText('从构图到上色，附高清原图。').first()).toBeVisible();
    await expect(visitor.getByText('6.60').first()).toBeVisible();
    await expect(visitor.locator('body')).not.toContainText(secret);
    await expect(visitor.locator('body')).not.toContainText(fileName);
  });

  test('a supporter who is not a creator is pointed to the creator application', async ({
    page: supporter,
    supporterSession,
  }) => {
    await signInDemoSupporter(supporter, supporterSession);
    await supporter.goto('/create-post');
    await expect(supporter.getByText('只有创作者可以发布作品')).toBeVisible();
    await supporter.getByRole('button', { name: '申请成为创作者' }).click();
    await expect(supporter).toHaveURL(/\/creator-application$/);
  });
});
