import { userEndpoints } from '@frog/contracts';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../../apps/web/src/config/paths';
import { postForm } from '../../fixtures/api';
import { projectContext, signInDemoSupporter, signUpFreshBuyer, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';
import { GREEN_PNG } from '../../fixtures/images';

const shot = (page: Page, name: string) => saveShot(page, 'message-shots', name);

/** axe-core on the page as it stands: no serious or critical finding. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(600);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect.soft(blocking, `${name}: serious or critical axe violations`).toEqual([]);
}

/** A new user (SMS sign-up) in their own browser context: their page and who they are. */
async function freshUser(browser: Browser) {
  const context = await projectContext(browser);
  const page = await context.newPage();
  await signUpFreshBuyer(page);
  const me = await postForm(page.request, userEndpoints.current, {});
  expect(me.code).toBe(200);

  return { page, id: String(me.data.id), slug: String(me.data.slug), nickname: String(me.data.nickname) };
}

const isPhone = () => test.info().project.name === 'phone';

/**
 * A message's text in a thread. Not `getByText`: the composer still holds what was typed until the
 * send is answered, and the live update may show the message before that.
 */
const sentText = (thread: Locator, text: string) => thread.locator('.dm-message__text', { hasText: text });

test.describe('[MESSAGES] 我的私信', () => {
  test('two users exchange messages (text and an image), live, and one blocks the other', async ({
    page,
    browser,
    supporterSession,
  }) => {
    test.slow();
    const tag = runTag();
    const bob = await freshUser(browser);

    // The demo supporter opens Bob's profile and presses 私信: the conversation opens directly.
    await signInDemoSupporter(page, supporterSession);
    await page.goto(paths.user.href(bob.slug));
    await page.getByRole('button', { name: '私信' }).click();
    await expect(page).toHaveURL(new RegExp(`/message/mineMsg\\?with=${bob.id}$`));
    const thread = page.getByRole('region', { name: `与${bob.nickname}的私信` });
    await expect(thread.getByText(`和${bob.nickname}打个招呼吧`)).toBeVisible();

    await thread.getByLabel('私信内容').fill(`你好 <b>${tag}</b>`);
    await page
      .getByLabel('选择图片')
      .setInputFiles({ name: 'hello.png', mimeType: 'image/png', buffer: GREEN_PNG });
    await expect(thread.getByRole('img', { name: '待发送的图片' })).toBeVisible();
    await thread.getByRole('button', { name: '发送' }).click();
    await expect(sentText(thread, `你好 <b>${tag}</b>`)).toBeVisible();
    await expect(thread.locator('.dm-message b')).toHaveCount(0);
    await expect(thread.getByRole('img', { name: '私信图片' })).toBeVisible();
    await shot(page, 'sender-thread');
    await expectAccessible(page, 'thread');

    // Bob sees the conversation with its unread count, opens it (its own screen on a phone), answers.
    await bob.page.goto(paths.mineMsg.href());
    const row = bob.page.getByRole('button', { name: new RegExp(demo.supporter.nickname) });
    await expect(row).toContainText(`你好 <b>${tag}</b>`);
    await expect(row.locator('.ant-badge-count')).toHaveText('1');
    await shot(bob.page, 'recipient-list');
    await expectAccessible(bob.page, 'conversation list');
    await row.click();
    await expect(bob.page).toHaveURL(/\/message\/mineMsg\?with=\d+$/);
    const bobThread = bob.page.getByRole('region', { name: `与${demo.supporter.nickname}的私信` });
    await expect(sentText(bobThread, `你好 <b>${tag}</b>`)).toBeVisible();
    await expect(bobThread.getByRole('img', { name: '私信图片' })).toBeVisible();
    if (isPhone()) await expect(bob.page.getByRole('navigation', { name: '私信会话' })).toHaveCount(0);
    await bobThread.getByLabel('私信内容').fill(`收到啦 ${tag}`);
    await bobThread.getByRole('button', { name: '发送' }).click();
    await expect(sentText(bobThread, `收到啦 ${tag}`)).toBeVisible();
    await shot(bob.page, 'recipient-thread');

    // The sender's open thread shows the answer without a reload.
    await expect(sentText(thread, `收到啦 ${tag}`)).toBeVisible();
    await shot(page, 'sender-live-answer');

    // Bob blocks the supporter: the supporter can no longer write; Bob unblocks from 屏蔽列表.
    await bobThread.getByRole('button', { name: '更多操作' }).click();
    await bob.page.getByRole('menuitem', { name: '屏蔽此用户' }).click();
    await expect(bobThread.getByText('你已屏蔽对方，解除屏蔽后才能发私信')).toBeVisible();
    await page.reload();
    await expect(thread.getByText('由于对方的隐私设置，你无法给 TA 发私信')).toBeVisible();
    await expect(thread.getByLabel('私信内容')).toHaveCount(0);
    await shot(page, 'sender-blocked');

    if (isPhone()) await bobThread.getByRole('button', { name: '返回会话列表' }).click();
    await bob.page.getByRole('button', { name: '屏蔽列表' }).click();
    const drawer = bob.page.getByRole('dialog', { name: '屏蔽列表' });
    await expect(drawer.getByText(demo.supporter.nickname)).toBeVisible();
    await shot(bob.page, 'block-list');
    await drawer.getByRole('button', { name: '解除屏蔽' }).click();
    await expect(drawer.getByText('没有屏蔽任何人')).toBeVisible();
    await page.reload();
    await expect(thread.getByLabel('私信内容')).toBeVisible();
    await bob.page.context().close();
  });
});
