import { commentEndpoints, postEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import { callApi } from '../../fixtures/api';
import { signInWithSession, signUpFreshBuyer, test } from '../../fixtures/buyer';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';

/**
 * [WRITING] A creator hides a comment on their post: its writer still sees it, nobody else does;
 * 创作者设置 › 被隐藏的评论 lists it, and 恢复显示 brings it back for everyone.
 */
test.describe('[WRITING] a creator hides a comment and shows it again', () => {
  test('hidden from readers, still seen by its writer, restored from 创作者设置', async ({
    browser,
    creatorSession,
  }) => {
    test.slow();
    const tag = runTag();
    const words = `引战的评论 ${tag}`;
    const open = () =>
      browser.newPage({
        baseURL: test.info().project.use.baseURL,
        viewport: test.info().project.use.viewport ?? undefined,
      });

    const creator = await open();
    // The worker's demo creator session: password sign-ins are limited per phone, and specs share it.
    await signInWithSession(creator, creatorSession);
    const post = await callApi(creator.request, postEndpoints.publish, {
      title: `隐藏评论 ${tag}`,
      visibility: 'free',
      bodyHtml: '<p>欢迎留言</p>',
    });
    // Someone new writes the comment (the demo accounts are shared by other specs).
    const writer = await open();
    await signUpFreshBuyer(writer);
    await callApi(writer.request, commentEndpoints.postComment, { postId: String(post.id), content: words });

    await creator.goto(`/post/${post.id}`);
    const thread = creator.locator('.comment-thread', { hasText: words });
    await thread.getByRole('button', { name: '隐藏', exact: true }).click();
    const confirm = creator.locator('.ant-modal-confirm', { hasText: '隐藏这条评论？' });
    await confirm.getByRole('button', { name: /^隐\s?藏$/ }).click();
    await expect(creator.getByText('已隐藏，只有写评论的人自己能看到')).toBeVisible();
    await expect(creator.getByText(words)).toHaveCount(0);

    // A visitor does not see it; its writer still does, unmarked.
    const visitor = await open();
    await visitor.goto(`/post/${post.id}`);
    await expect(visitor.getByRole('heading', { name: `隐藏评论 ${tag}` })).toBeVisible();
    await expect(visitor.getByText(words)).toHaveCount(0);
    await writer.goto(`/post/${post.id}`);
    await expect(writer.getByText(words)).toBeVisible();

    // 创作者设置 › 被隐藏的评论: there with why; 恢复显示 and everyone sees it again.
    await creator.goto('/creator-settings');
    const hidden = creator.getByRole('region', { name: '被隐藏的评论' });
    const item = hidden.locator('.ant-list-item', { hasText: words });
    await expect(item.getByText('被你隐藏')).toBeVisible();
    await hidden.scrollIntoViewIfNeeded();
    await saveShot(creator, 'writing-shots', 'comment-hidden-list', { settleMs: 300 });
    await item.getByRole('button', { name: '恢复显示' }).click();
    await expect(creator.getByText('已恢复显示')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(words)).toBeVisible();
    for (const page of [creator, writer, visitor]) await page.close();
  });
});
