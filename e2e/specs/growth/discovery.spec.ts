import { expect, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { signInWithSession, test } from '../../fixtures/buyer';
import { saveShot } from '../../fixtures/shots';

const shot = (page: Page, name: string, fullPage = false) =>
  saveShot(page, 'discovery-shots', name, { fullPage });

/** 发现 in the main navigation: the top bar on a desktop, the tab bar on a phone. */
const exploreLink = (page: Page) =>
  page.locator('.topbar__nav, .tabbar').getByRole('link', { name: '发现' }).locator('visible=true');

test.describe('[GROWTH] discovery: 发现, categories and tags', () => {
  test('a visitor opens 发现 from the main navigation, picks a category and opens a creator', async ({
    page,
  }) => {
    await page.goto(paths.home.href());
    await exploreLink(page).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { name: '发现', level: 1 })).toBeVisible();
    // Someone is listed as new (which creators depends on what else this run made); nobody has been
    // paid this week on a fresh database, or someone has.
    await expect(page.getByRole('list', { name: '新入驻创作者' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '本周最受支持' })).toBeVisible();
    await shot(page, 'explore', true);

    await page.getByRole('navigation', { name: '创作类别' }).getByRole('link', { name: '插画' }).click();
    await expect(page).toHaveURL(/\/explore\/illustration$/);
    await expect(page.getByRole('heading', { name: '插画', level: 1 })).toBeVisible();
    const creators = page.getByRole('list', { name: '插画创作者' });
    await expect(creators).toContainText('蛙蛙画画');
    await expect(creators).toContainText('青柠插画馆');
    // 音乐's creator is not an illustrator.
    await expect(creators).not.toContainText('山间收音机');
    await shot(page, 'category', true);

    await creators.getByRole('link', { name: /蛙蛙画画/ }).click();
    await expect(page).toHaveURL(/\/user\/frog-draws$/);
    await expect(page.getByRole('heading', { name: '蛙蛙画画' }).first()).toBeVisible();
    await shot(page, 'creator-profile');

    // A category nobody is in says so in Chinese.
    await page.goto(paths.exploreCategory.href('craft'));
    await expect(page.getByText('「手工」类别还没有创作者')).toBeVisible();
  });

  test('a creator tags a post in the editor; the tag page lists it, locked, to a visitor', async ({
    page,
    browser,
    creatorSession,
  }) => {
    test.slow();
    const mark = Date.now().toString(36).slice(-5);
    const title = `带标签的速写 ${test.info().project.name} ${mark}`;
    const secret = `只给买家看的正文 ${mark}`;
    await signInWithSession(page, creatorSession);
    // 创作者设置 shows the category the demo creator applied in (changing it is an API test: demo data is shared).
    await page.goto(paths.creatorSettings.href());
    const category = page.getByRole('radiogroup', { name: '创作类别' });
    await expect(category.getByRole('radio', { name: '插画' })).toBeChecked();
    await category.scrollIntoViewIfNeeded();
    await shot(page, 'creator-settings-category');
    await page.goto(paths.createPost.href());
    const titleBox = page.getByRole('textbox', { name: '标题', exact: true });
    await expect(titleBox).toBeVisible();
    // Another journey of the demo creator may have left a draft, which the editor restores: start anew.
    const startNew = page.getByRole('button', { name: '写新作品' });
    if (await startNew.isVisible()) await startNew.click();
    await titleBox.fill(title);
    await page.getByLabel(/^摘要/).fill('人人可见的摘要');
    await page.locator('.rich-text__content').click();
    await page.keyboard.type(secret);

    const tags = page.getByLabel('添加标签');
    await tags.fill(`＃Ｓｋｅｔｃｈ${mark}`);
    await tags.press('Enter');
    await tags.fill('雨后、');
    await tags.fill('a/b');
    await tags.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '标签只能包含文字、数字' })).toBeVisible();
    await tags.fill('');
    const added = page.getByRole('list', { name: '已添加的标签' });
    await expect(added.getByRole('listitem')).toHaveText([`#sketch${mark}×`, '#雨后×']);
    await page.getByRole('radio', { name: /^付费/ }).check();
    await page.getByLabel('单篇价格').fill('3');
    await expect(page.getByText(/已自动保存/)).toBeVisible();
    await shot(page, 'editor-tags', true);
    await page.getByRole('button', { name: '立即发布' }).click();
    await expect(page).toHaveURL(/\/post\/\d+$/);

    const postTags = page.getByRole('list', { name: '标签' });
    await expect(postTags.getByRole('link')).toHaveText([`#sketch${mark}`, '#雨后']);
    await shot(page, 'post-tags');

    // A visitor follows the tag from the post page: the tag page lists it as a locked preview.
    const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await visitor.goto(new URL(page.url()).pathname);
    await visitor
      .getByRole('list', { name: '标签' })
      .getByRole('link', { name: `#sketch${mark}` })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/tag/sketch${mark}$`));
    await expect(visitor.getByRole('heading', { name: `#sketch${mark}` })).toBeVisible();
    await expect(visitor.locator('.post-card__title')).toHaveText([title]);
    await expect(visitor.locator('body')).not.toContainText(secret);
    await shot(visitor, 'tag-page', true);
    // The same tag however it is typed in the address.
    await visitor.goto(paths.tag.href(`SKETCH${mark}`));
    await expect(visitor.locator('.post-card__title')).toHaveText([title]);
    await visitor.close();
  });
});
