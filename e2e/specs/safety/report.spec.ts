import { expect } from '@playwright/test';
import { openTab, operatorApi, screenshot, sessionPage } from '../../fixtures/admin';
import { signInDemoSupporter, signUpFreshBuyer, test } from '../../fixtures/buyer';
import { runTag } from '../../fixtures/session';

/**
 * [SAFETY] 举报: a supporter reports a rude comment from the post page (desktop and phone); the
 * operator hides it and upholds the report under 举报, then mutes its writer under 用户管理; the
 * reporter reads the outcome in 系统通知, and the writer's comment box says why they cannot comment.
 */
test.describe('[SAFETY] 举报 from the post page to the reporter’s 系统通知', () => {
  test('a supporter reports a comment, the operator upholds it, the reporter is told and the writer muted', async ({
    browser,
    page: reporter,
    playwright,
    supporterSession,
  }) => {
    test.slow();
    const tag = runTag();
    const words = `都是一群废物 ${tag}`;

    // Someone new writes the comment (the demo accounts are shared by other specs).
    const writer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    const { phone: writerPhone } = await signUpFreshBuyer(writer);
    await writer.goto('/post/1');
    await writer.getByPlaceholder('友善发言，理性交流').fill(words);
    await writer.getByRole('button', { name: '发布' }).click();
    await expect(writer.getByText('评论成功')).toBeVisible();

    // The supporter reports it: a reason is required, the words are optional.
    await signInDemoSupporter(reporter, supporterSession);
    await reporter.goto('/post/1');
    const thread = reporter.locator('.comment-thread', { hasText: words });
    await thread.getByRole('button', { name: '举报', exact: true }).click();
    const dialog = reporter.getByRole('dialog', { name: '举报评论' });
    await dialog.getByRole('button', { name: '提交举报' }).click();
    await expect(dialog.getByText('请选择举报原因')).toBeVisible();
    await dialog.getByRole('radio', { name: '人身攻击' }).check();
    await dialog.getByLabel('补充说明').fill(`骂人 ${tag}`);
    await screenshot(reporter, `${test.info().project.name}-report-dialog`);
    await dialog.getByRole('button', { name: '提交举报' }).click();
    await expect(reporter.getByText('举报已提交，处理结果会通过系统通知告诉你')).toBeVisible();

    // The operator: 举报 lists it with the reason and words; hides it, then upholds the report.
    const { op, opSession } = await operatorApi(playwright.request);
    const admin = await sessionPage(browser, opSession);
    await admin.goto('/admin?tab=reports');
    const card = admin.locator('.admin-card', { hasText: words });
    await expect(card.getByText(/人身攻击 1/)).toBeVisible();
    await expect(card.getByText(`骂人 ${tag}`)).toBeVisible();
    await card.getByRole('button', { name: '隐藏评论' }).click();
    const hide = admin.getByRole('dialog', { name: '隐藏评论？' });
    await hide.getByLabel('处置原因').fill('人身攻击');
    await hide.getByRole('button', { name: '隐藏评论' }).click();
    await expect(admin.getByText('已隐藏评论')).toBeVisible();
    await card.getByRole('button', { name: '举报属实' }).click();
    const uphold = admin.getByRole('dialog', { name: '举报属实' });
    await uphold.getByLabel('处理说明').fill(`已隐藏该评论 ${tag}`);
    await uphold.getByRole('button', { name: '确认属实' }).click();
    await expect(admin.getByText('举报已处理，已告知举报人')).toBeVisible();
    await expect(card).toBeHidden();

    // 用户管理: the upheld report counts against the writer (2 points); the operator mutes them.
    await openTab(admin, '用户管理');
    await admin.getByLabel('查找用户').fill(writerPhone);
    await admin.getByRole('button', { name: '搜索', exact: true }).click();
    const user = admin.locator('.admin-card', { hasText: `买家${writerPhone.slice(-4)}` });
    await expect(user.getByText('近 90 天 2 分')).toBeVisible();
    await user.getByRole('button', { name: '禁言', exact: true }).click();
    const mute = admin.getByRole('dialog', { name: /^禁言 / });
    await mute.getByText('3 天').click();
    await mute.getByLabel('禁言原因').fill(`辱骂他人 ${tag}`);
    await mute.getByRole('button', { name: '确认禁言' }).click();
    await expect(mute).toBeHidden();
    await expect(user.getByText('禁言中')).toBeVisible();
    await screenshot(admin, `${test.info().project.name}-report-writer-muted`);
    await admin.context().close();
    await op.dispose();

    // The comment is gone from the post; the reporter reads the outcome in 系统通知.
    await reporter.goto('/post/1');
    await expect(reporter.getByText(words)).toHaveCount(0);
    await reporter.goto('/message/sysNotify');
    const notice = reporter.locator('li', { hasText: `已隐藏该评论 ${tag}` }).first();
    await expect(notice.getByText('你的举报已处理')).toBeVisible();
    await screenshot(reporter, `${test.info().project.name}-report-told`);

    // The writer comes back: the comment box is gone, in its place why and until when.
    await writer.goto('/post/1');
    await expect(writer.getByText(new RegExp(`你已被禁言至 .*原因：辱骂他人 ${tag}`))).toBeVisible();
    await expect(writer.getByPlaceholder('友善发言，理性交流')).toHaveCount(0);
    await screenshot(writer, `${test.info().project.name}-report-writer-told`);
    await writer.close();
  });
});
