import { authEndpoints, notificationEndpoints } from '@frog/contracts';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { tipOnProfile } from '../../fixtures/alipay';
import { postForm } from '../../fixtures/api';
import { projectContext, type SupporterSession, signInPage, stubAppLinks, test } from '../../fixtures/buyer';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';

/**
 * Seeded creators, one per project, whom the other journeys sign in as at most once or twice (sign-in
 * is limited to 10 per phone in 15 minutes).
 */
const CREATORS = {
  desktop: { phone: '13800000004', password: 'Demo1234', nickname: '山间收音机', slug: 'mountain-radio' },
  phone: { phone: '13800000005', password: 'Demo1234', nickname: '像素工坊老周', slug: 'pixel-zhou' },
} as const;

const shot = (page: Page, name: string) => saveShot(page, 'live-badge-shots', name);

/** The message entry: the bell in the top bar on a wide screen, 消息 in the bottom tab bar on a phone. */
function messageEntry(page: Page, isPhone: boolean): Locator {
  const region = isPhone ? page.getByRole('navigation', { name: '主导航' }) : page.getByRole('banner');

  return region.getByRole('link', { name: /^消息/ });
}

/** The supporter, in a browser of their own, tips the creator with a message and pays. */
async function tipAsSupporter(browser: Browser, session: SupporterSession, slug: string, words: string) {
  const context = await projectContext(browser);
  try {
    const page = await context.newPage();
    await stubAppLinks(page);
    await context.addCookies(session.cookies);
    await signInPage(page, session.user);
    await page.goto(paths.user.href(slug));
    await tipOnProfile(page, context, words);
  } finally {
    await context.close();
  }
}

test.describe('[LIVE] unread badge', () => {
  test('a supporter tips in another browser; the creator’s badge lights up without a reload', async ({
    page,
    browser,
    supporterSession,
  }) => {
    test.slow();
    const isPhone = test.info().project.name === 'phone';
    const creator = CREATORS[isPhone ? 'phone' : 'desktop'];
    const words = `现场支持 ${runTag()}`;

    // The creator signs in, reads everything, and browses the home feed.
    const login = await postForm(page.request, authEndpoints.passwordLogin, {
      phone: creator.phone,
      password: creator.password,
    });
    expect(login.code, login.message).toBe(200);
    await signInPage(page, login.data.user);
    const readAll = await postForm(page.request, notificationEndpoints.markAllRead, {});
    expect(readAll.code, readAll.message).toBe(200);
    await page.goto(paths.home.href());
    const entry = messageEntry(page, isPhone);
    await expect(entry).toHaveAccessibleName('消息');
    await expect(entry.locator('.ant-badge-dot, .ant-badge-count')).toHaveCount(0);
    if (isPhone) {
      // The tab bar sits at the bottom of the screen and leaves the page's end uncovered.
      const bar = page.getByRole('navigation', { name: '主导航' });
      const box = await bar.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(page.viewportSize()!.height);
      await expect(bar.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('link', { name: '我的' })).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
    }
    await shot(page, 'before');
    // Marks this document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await tipAsSupporter(browser, supporterSession, creator.slug, words);

    // Lit while the creator did nothing: the count in the name, a dot (phone) or a number (desktop).
    await expect(entry).toHaveAccessibleName(/^消息，\d+ 条未读$/);
    await expect(entry.locator(isPhone ? '.ant-badge-dot' : '.ant-badge-count')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await shot(page, 'lit');
    if (isPhone) {
      // The smaller iPhone size too: the bar still fits, the page's end is still reachable above it.
      await page.setViewportSize({ width: 390, height: 844 });
      // Scrolled to the end once the page has settled at the new size (a list below may still grow).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const footer = await page.getByRole('contentinfo').boundingBox();
          const bar = await page.getByRole('navigation', { name: '主导航' }).boundingBox();
          return (footer?.y ?? 0) + (footer?.height ?? 0) - (bar?.y ?? 0);
        })
        .toBeLessThanOrEqual(1);
      await shot(page, 'lit-390x844');
    }

    // The entry opens 系统通知, whose tab carries the count, and the notice links to the order.
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${paths.sysNotify.href()}$`));
    await expect(page.getByRole('radio', { name: /^系统通知\s*，\d+ 条未读$/ })).toBeAttached();
    const notice = page.getByRole('listitem').filter({ hasText: words });
    await expect(notice).toContainText('打赏了你');
    await shot(page, 'message-tabs');
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/revenue-management\?period=all&keyword=O\d+/);

    // Read: once everything is read (other journeys may tip this creator meanwhile), the badge goes
    // out again, still without a reload.
    const back = await postForm(page.request, notificationEndpoints.markAllRead, {});
    expect(back.code, back.message).toBe(200);
    await expect(entry).toHaveAccessibleName('消息');
    await expect(entry.locator('.ant-badge-dot, .ant-badge-count')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});
