import { adminContentEndpoints, postEndpoints, userEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import {
  openTab,
  paidPostFields,
  publishPost,
  screenshot,
  sessionPage,
  useConsoleScene,
} from '../../fixtures/admin';
import { callApi, postForm } from '../../fixtures/api';
import { test } from '../../fixtures/buyer';

/**
 * [ADMIN] The operator console's content and user tabs: a post is taken down and restored under
 * 内容管理; a post a review word holds waits as 待审核 (its creator sees so on a phone) until it is
 * approved under 待审核; a paid post is read in full (recorded) and its creator banned and unbanned
 * under 用户管理, each action in 操作日志; and the console on a phone. A new creator of this run owns
 * the posts.
 */

test.describe
  .serial('[ADMIN] operator console: content, users and the phone layout', () => {
    const scene = useConsoleScene();

    test('a post is taken down and restored under 内容管理, and both are in 操作日志', async ({
      browser,
    }) => {
      const { opSession, creator } = scene();
      test.slow();
      const title = `待复核的作品 ${Date.now() % 1_000_000}`;
      const fields = { title, summary: '运营复核用。', bodyHtml: '<p>正文</p>', visibility: 'free' as const };
      const postId = await publishPost(creator, fields);

      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=content');
      // A link as copied from the address bar finds the post.
      await admin.getByLabel('查找作品').fill(`${test.info().project.use.baseURL}/post/${postId}?from=share`);
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      const card = admin.getByTestId(`post-${postId}`);
      await expect(card.getByText(title)).toBeVisible();
      await expect(card.getByText('已发布')).toBeVisible();

      await card.getByRole('button', { name: '下架' }).click();
      const takedown = admin.getByRole('dialog', { name: `下架「${title}」` });
      await takedown.getByRole('button', { name: '确认下架' }).click();
      await expect(takedown.getByText('请填写下架原因')).toBeVisible();
      await takedown.getByLabel('下架原因').fill('疑似搬运，待作者提供授权');
      await takedown.getByRole('button', { name: '确认下架' }).click();
      await expect(admin.getByText('作品已下架')).toBeVisible();
      await expect(card.getByText('已下架')).toBeVisible();
      await expect(card.getByText(/疑似搬运，待作者提供授权/)).toBeVisible();
      await screenshot(admin, 'desktop-5-taken-down');

      // Gone for everyone else.
      const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const hidden = await postForm(visitor.request, postEndpoints.get, { id: postId });
      expect(hidden.code).toBe(404);

      await card.getByRole('button', { name: '恢复' }).click();
      const restore = admin.getByRole('dialog', { name: `恢复「${title}」` });
      await restore.getByLabel('恢复原因').fill('作者已提供授权');
      await restore.getByRole('button', { name: '确认恢复' }).click();
      await expect(admin.getByText('作品已恢复')).toBeVisible();
      await expect(card.getByText('已发布')).toBeVisible();
      expect((await postForm(visitor.request, postEndpoints.get, { id: postId })).code).toBe(200);
      await visitor.close();

      // 操作日志, filtered to this post: both actions, newest first, with their reasons.
      await openTab(admin, '操作日志');
      await admin.getByLabel('对象ID').fill(postId);
      await admin.getByRole('button', { name: '筛选', exact: true }).click();
      // The same number may also be an application's id: keep the entries about this post.
      const entries = admin
        .locator('.audit-entry')
        .filter({ has: admin.getByRole('button', { name: `作品 #${postId}`, exact: true }) });
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0).getByText('恢复作品')).toBeVisible();
      await expect(entries.nth(0).getByText('原因：作者已提供授权')).toBeVisible();
      await expect(entries.nth(1).getByText('下架作品')).toBeVisible();
      await expect(entries.nth(1).getByText('原因：疑似搬运，待作者提供授权')).toBeVisible();
      await expect(entries.nth(1).getByText('运营小蛙（#', { exact: false })).toBeVisible();
      await screenshot(admin, 'desktop-6-audit-log');
      await admin.context().close();
    });

    test('a post with a review word waits as 待审核 until the operator approves it, then appears', async ({
      browser,
    }) => {
      const { opSession, creator } = scene();
      test.slow();
      const title = `先审后发 ${Date.now() % 1_000_000}`;
      // 加微信 is in the starter list 广告引流, whose action is review (migration create-word-lists).
      const postId = await publishPost(creator, {
        title,
        summary: '等待审核的作品。',
        bodyHtml: '<p>想要高清原图的加微信</p>',
        visibility: 'free',
      });
      const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      expect((await postForm(visitor.request, postEndpoints.get, { id: postId })).code).toBe(404);

      // The creator, on a phone: 内容管理 → 待审核 lists it with its tag.
      const me = await callApi(creator, userEndpoints.current, {});
      const creatorPhone = await sessionPage(
        browser,
        { cookies: (await creator.storageState()).cookies, user: me },
        { width: 390, height: 844 },
      );
      await creatorPhone.goto('/content-management?status=in_review');
      await expect(creatorPhone.getByRole('link', { name: title })).toBeVisible();
      await expect(creatorPhone.getByText('待审核').last()).toBeVisible();
      await screenshot(creatorPhone, 'phone-creator-in-review');
      await creatorPhone.context().close();

      // The operator: 待审核 shows why it waits (the category, never the word) and approves it.
      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=held');
      const card = admin.getByTestId(`post-${postId}`);
      await expect(card.getByText(title)).toBeVisible();
      await expect(card.getByText(/含广告引流类词语/)).toBeVisible();
      await screenshot(admin, 'desktop-held-post');
      await card.getByRole('button', { name: '通过' }).click();
      await expect(admin.getByText('已通过，作品已公开')).toBeVisible();
      await expect(card).toBeHidden();
      expect((await postForm(visitor.request, postEndpoints.get, { id: postId })).code).toBe(200);
      await visitor.close();
      await admin.context().close();
    });

    test('a creator appeals a takedown on a phone; the operator upholds it under 待审核 and the post is back', async ({
      browser,
    }) => {
      const { opSession, creator } = scene();
      test.slow();
      const title = `申诉的作品 ${Date.now() % 1_000_000}`;
      const postId = await publishPost(creator, {
        title,
        summary: '被误下架的作品。',
        bodyHtml: '<p>原创速写</p>',
        visibility: 'free',
      });
      const op = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      await op.addCookies(opSession.cookies);
      await callApi(op.request, adminContentEndpoints.takedown, { postId, reason: '疑似搬运' });
      await op.close();

      // The creator, on a phone: their post says why, and 申诉 takes their words once.
      const me = await callApi(creator, userEndpoints.current, {});
      const creatorPhone = await sessionPage(
        browser,
        { cookies: (await creator.storageState()).cookies, user: me },
        { width: 390, height: 844 },
      );
      await creatorPhone.goto(`/post/${postId}`);
      await expect(creatorPhone.getByText('该作品已被下架，只有你自己能看到。原因：疑似搬运')).toBeVisible();
      await creatorPhone.getByRole('button', { name: '申诉' }).click();
      const dialog = creatorPhone.getByRole('dialog', { name: '申诉' });
      await dialog.getByLabel('申诉理由').fill('这是我本人现场画的速写，可以提供原图。');
      await screenshot(creatorPhone, 'phone-creator-appeal');
      await dialog.getByRole('button', { name: '提交申诉' }).click();
      await expect(creatorPhone.getByText(/提交申诉，平台处理后会通过系统通知告诉你/)).toBeVisible();
      await expect(creatorPhone.getByRole('button', { name: '申诉' })).toHaveCount(0);

      // The operator: 待审核 → 下架申诉 shows the takedown and the words; 申诉成立 restores it.
      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=held');
      await admin.getByText(/^下架申诉/).click();
      const card = admin.locator('.admin-card', { hasText: title });
      await expect(card.getByText('这是我本人现场画的速写，可以提供原图。')).toBeVisible();
      await expect(card.getByText(/疑似搬运/)).toBeVisible();
      await screenshot(admin, 'desktop-appeal');
      await card.getByRole('button', { name: '申诉成立' }).click();
      const uphold = admin.getByRole('dialog', { name: '申诉成立，恢复作品？' });
      await uphold.getByLabel('处理说明').fill('核实为原创');
      await uphold.getByRole('button', { name: '申诉成立' }).click();
      await expect(admin.getByText('已恢复作品，已告知作者')).toBeVisible();
      await expect(card).toBeHidden();
      await admin.context().close();

      // The creator's post is public again, and 系统通知 says so.
      await creatorPhone.reload();
      await expect(creatorPhone.getByText(/该作品已被下架/)).toHaveCount(0);
      await creatorPhone.goto('/message/sysNotify');
      await expect(creatorPhone.getByText(`你的申诉已通过，《${title}》已恢复`)).toBeVisible();
      await creatorPhone.context().close();
    });

    test('a paid post is read in full (the read is recorded), then its creator is banned and unbanned', async ({
      browser,
    }) => {
      const { opSession, creator, creatorId, creatorName, creatorPhone } = scene();
      test.slow();
      const title = `付费复核 ${Date.now() % 1_000_000}`;
      const secret = `只有付费才能看到的正文 ${Date.now()}`;
      const postId = await publishPost(creator, paidPostFields(title, secret));

      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=content');
      await admin.getByLabel('查找作品').fill(postId);
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      const card = admin.getByTestId(`post-${postId}`);
      await card.getByRole('button', { name: '查看全文（付费内容）' }).click();
      const ask = admin.getByRole('dialog', { name: `查看「${title}」全文` });
      await expect(
        ask.getByText('这是付费内容：你的查看（含原因）会记入操作日志。', { exact: false }),
      ).toBeVisible();
      await ask.getByLabel('查看原因').fill('处理举报');
      await ask.getByRole('button', { name: '查看全文' }).click();
      const reader = admin.getByRole('dialog', { name: `全文：${title}` });
      await expect(reader.getByText(secret)).toBeVisible();
      await expect(reader.getByText('本次查看已记入操作日志（含查看原因）。')).toBeVisible();
      await reader.getByRole('button', { name: '关闭' }).click();

      // 用户管理: found by phone, banned (their session ends at once), unbanned.
      await openTab(admin, '用户管理');
      await admin.getByLabel('查找用户').fill(creatorPhone);
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      const user = admin.getByTestId(`user-${creatorId}`);
      await expect(user.getByText('正常')).toBeVisible();
      // The creator's own browser, signed in on their profile page, before the ban.
      const me = await callApi(creator, userEndpoints.current, {});
      const creatorPage = await sessionPage(browser, {
        cookies: (await creator.storageState()).cookies,
        user: me,
      });
      await creatorPage.goto(`/user/${me.slug}`);
      await expect(creatorPage.getByRole('button', { name: '编辑资料' })).toBeVisible();
      await user.getByRole('button', { name: '封禁' }).click();
      const ban = admin.getByRole('dialog', { name: `封禁 ${creatorName}？` });
      await ban.getByText('7 天', { exact: true }).click();
      await ban.getByLabel('封禁原因').fill('测试封禁');
      await ban.getByRole('button', { name: '确认封禁' }).click();
      await expect(ban).toBeHidden();
      await expect(user.getByText('已封禁', { exact: true })).toBeVisible();
      await expect(user.getByText(/封禁至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}：测试封禁/)).toBeVisible();
      expect((await postForm(creator, userEndpoints.current, {})).code).toBe(401);
      await screenshot(admin, 'desktop-7-banned');
      // Their open page is told at once (its live stream ends with the session), why and until when.
      const told = creatorPage.locator('.ant-modal-confirm', { hasText: '账号已被封禁' });
      await expect(told.getByText(/原因：测试封禁，直至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
      await screenshot(creatorPage, 'desktop-8-banned-user-told');
      await told.getByRole('button', { name: '知道了' }).click();
      // Their profile says so and offers nothing to do.
      await creatorPage.reload();
      await expect(creatorPage.getByText('该用户已被封禁', { exact: true })).toBeVisible();
      for (const action of ['关注', '打赏', '私信', '编辑资料']) {
        await expect(creatorPage.getByRole('button', { name: action, exact: true })).toHaveCount(0);
      }
      await creatorPage.context().close();
      await user.getByRole('button', { name: '解除封禁' }).click();
      const unban = admin.getByRole('dialog', { name: `解除 ${creatorName} 的封禁？` });
      await unban.getByLabel('解封原因').fill('误封');
      await unban.getByRole('button', { name: '解除封禁' }).click();
      await expect(user.getByText('正常')).toBeVisible();

      // The read is in 操作日志 with its reason.
      await openTab(admin, '操作日志');
      await admin.getByLabel('对象ID').fill(postId);
      await admin.getByRole('button', { name: '筛选', exact: true }).click();
      const entry = admin.locator('.audit-entry', { hasText: '查看付费作品全文' });
      await expect(entry.getByText('原因：处理举报')).toBeVisible();
      await admin.context().close();
    });

    test('on a phone (390×844) the tabs scroll across the top and the lists stay readable', async ({
      browser,
    }) => {
      const { opSession } = scene();
      const phone = await sessionPage(browser, opSession, { width: 390, height: 844 });
      // 操作日志 has at least the approval of this run's creator (beforeAll).
      await phone.goto('/admin?tab=audit');
      await expect(phone.locator('.audit-entry').first()).toBeVisible();
      const tabs = phone.locator('.admin-console__tabs > .ant-tabs-nav');
      const box = await tabs.boundingBox();
      // Across the top, not down the side.
      expect(box?.width ?? 0).toBeGreaterThan(300);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'phone-audit-log');
      await phone.goto('/admin?tab=complaints');
      await expect(phone.getByRole('tab', { name: /^投诉/ })).toHaveAttribute('aria-selected', 'true');
      await screenshot(phone, 'phone-complaints');
      await phone.context().close();
    });
  });
