import { postEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import { callApi } from '../../fixtures/api';
import { signInAs, signInDemoSupporter, test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';

/**
 * [WRITING] A creator decides who may comment on a post: they close comments on one in the editor;
 * readers keep seeing what was written, and are told comments are closed instead of getting a box.
 */
test.describe('[WRITING] comment settings per post', () => {
  test('a creator closes comments on a post; a supporter is told so', async ({
    browser,
    page: supporter,
    supporterSession,
  }) => {
    const title = `评论设置 ${runTag()}`;
    const creator = await browser.newPage({
      baseURL: test.info().project.use.baseURL,
      viewport: test.info().project.use.viewport ?? undefined,
    });
    await signInAs(creator, demo.creator);
    const published = await callApi(creator.request, postEndpoints.publish, {
      title,
      visibility: 'free',
      bodyHtml: '<p>欢迎留言</p>',
    });

    await creator.goto(`/create-post?id=${published.id}`);
    const policy = creator.getByRole('radiogroup', { name: '谁可以评论' });
    await expect(policy.getByRole('radio', { name: '所有人' })).toBeChecked();
    await policy.getByRole('radio', { name: '关闭评论' }).check();
    await creator.getByRole('button', { name: '保存修改' }).click();
    await expect(creator.getByText('修改已保存')).toBeVisible();
    await saveShot(creator, 'writing-shots', 'comment-settings-editor', { settleMs: 300 });
    await creator.close();

    await signInDemoSupporter(supporter, supporterSession);
    await supporter.goto(`/post/${published.id}`);
    await expect(supporter.getByRole('heading', { name: title })).toBeVisible();
    await expect(supporter.getByText('作者已关闭评论')).toBeVisible();
    await expect(supporter.getByPlaceholder('友善发言，理性交流')).toHaveCount(0);
    await saveShot(supporter, 'writing-shots', 'comment-settings-closed', { settleMs: 300 });
  });
});
