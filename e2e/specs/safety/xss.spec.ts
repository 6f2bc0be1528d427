import {
  authEndpoints,
  commentEndpoints,
  type ParamsOf,
  postEndpoints,
  userEndpoints,
} from '@frog/contracts';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { callApi, postForm } from '../../fixtures/api';
import { test } from '../../fixtures/buyer';
import { demo } from '../../fixtures/routes';
import { freshPhone, lastSmsCode } from '../../fixtures/session';

// Every payload calls __xss(<id>) if it ever runs. The browser side records calls through an
// exposed function (defined in every frame, reported to the test), and any dialog fails the test.

/** Hostile HTML for the post body: each entry is one attack; ids 100+. */
const BODY_CORPUS = [
  '<script>__xss(101)</script>',
  '<img src=x onerror=__xss(102)>',
  '<svg onload=__xss(103)><circle r=1></circle></svg>',
  '<p><a href="javascript:__xss(104)">链接104</a></p>',
  '<iframe srcdoc="<script>parent.__xss(105)</script>"></iframe>',
  '<p style="background:url(javascript:__xss(106))">样式106</p>',
  '<div style="width:expression(__xss(107))">表达式107</div>',
  '<p><a href="&#106;avascript:__xss(108)">链接108</a></p>',
  '<img src=x onerror="&#95;&#95;xss(109)">',
  '<p>&lt;script&gt;__xss(110)&lt;/script&gt;</p>',
  '</title><script>__xss(111)</script>',
  '<img src="/uploads/posts/none.webp" alt="x" onerror="__xss(112)">',
  '<p><a href="https://example.com/" onmouseover="__xss(113)">悬停113</a></p>',
  '"><script>__xss(114)</script>',
  "'><img src=x onerror=__xss(115)>",
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(116)></style></mglyph></table></mtext></math>',
  '<details open ontoggle=__xss(117)><summary>细节117</summary></details>',
  '<object data="javascript:__xss(118)"></object><embed src="javascript:__xss(119)">',
  '<form><button formaction="javascript:__xss(120)">提交120</button></form>',
  '<input autofocus onfocus=__xss(121)>',
  '<video><source onerror=__xss(122)></video>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(123)>"></noscript>',
  '<a href="jav&#x09;ascript:__xss(124)">链接124</a>',
  '<img src="data:image/svg+xml,<svg onload=__xss(125)>">',
  '<base href="javascript:__xss(126)//"><a href="x">链接126</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(127)">',
];

/** Plain-text fields: shown as typed, never as HTML. */
const TITLE = '</title><script>__xss(1)</script><img src=x onerror=__xss(2)>';
const SUMMARY = `"><svg onload=__xss(3)>'><script>__xss(4)</script>{{constructor.constructor('__xss(5)')()}}`;
const BIO =
  '<img src=x onerror=__xss(11)>"><script>__xss(12)</script><a href="javascript:__xss(13)">主页</a>';
const COMMENT = '<img src=x onerror=__xss(21)><script>__xss(22)</script>';
const REPLY = '"><svg onload=__xss(23)><iframe srcdoc="<script>parent.__xss(24)</script>">';
const SEARCH_KEYWORD = '<img src=x onerror=__xss(31)>';

/** Watches a context: every __xss call and every dialog is recorded. */
async function watch(context: BrowserContext) {
  const calls: number[] = [];
  const dialogs: string[] = [];
  await context.exposeFunction('__xss', (id: number) => {
    calls.push(id);
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  return { calls, dialogs };
}

/** Saves a draft with the hostile title, summary and body, then publishes it; answers its id. */
async function publishPost(
  request: APIRequestContext,
  fields: Pick<ParamsOf<typeof postEndpoints.saveDraft>, 'visibility' | 'price'>,
): Promise<number> {
  const post = {
    title: TITLE,
    summary: SUMMARY,
    bodyHtml: `<p>正文开始</p>${BODY_CORPUS.join('')}<p>正文结束</p>`,
    ...fields,
  };
  const draft = await postForm(request, postEndpoints.saveDraft, post);
  expect(draft.code, draft.message).toBe(200);
  const published = await postForm(request, postEndpoints.publish, { ...post, id: String(draft.data.id) });
  expect(published.code, published.message).toBe(200);

  return draft.data.id;
}

/** The page's userInfo like the login page leaves it, so guarded routes open. */
async function storeUserInfo(page: Page) {
  const current = await postForm(page.request, userEndpoints.current);
  await page.goto('/404');
  await page.evaluate((user) => localStorage.setItem('userInfo', JSON.stringify(user)), current.data);
}

test.describe('[SAFETY] hostile HTML in posts, profiles, comments and search never runs', () => {
  test('post page, served meta tags, profile, home feed and search show the corpus as text', async ({
    browser,
  }) => {
    // The creator writes the hostile post through the real API.
    const creatorContext = await browser.newContext();
    const creator = creatorContext.request;
    await callApi(creator, authEndpoints.passwordLogin, demo.creator);
    const postId = await publishPost(creator, { visibility: 'free' });
    const paidPostId = await publishPost(creator, { visibility: 'paid', price: '1' });

    // A fresh user signs up by SMS and writes a hostile profile, comment and reply.
    const context = await browser.newContext();
    const { calls, dialogs } = await watch(context);
    const page = await context.newPage();
    const phone = freshPhone();
    await callApi(page.request, authEndpoints.smsSend, { phone });
    const code = await lastSmsCode(page.request, phone);
    await callApi(page.request, authEndpoints.smsLogin, { phone, code });
    // Markup in a nickname is refused outright; template-looking text is allowed and stays text.
    const markup = await postForm(page.request, userEndpoints.updateProfile, {
      nickname: '<svg/onload=__xss(9)>',
    });
    expect(markup.code).toBe(400);
    const nickname = `{{__xss(10)}}${String(Date.now()).slice(-5)}`;
    const profile = await postForm(page.request, userEndpoints.updateProfile, {
      nickname,
      bio: BIO,
    });
    expect(profile.code, profile.message).toBe(200);
    const comment = await postForm(page.request, commentEndpoints.postComment, {
      postId: String(postId),
      content: COMMENT,
    });
    expect(comment.code).toBe(200);
    const reply = await postForm(page.request, commentEndpoints.postReply, {
      commentId: String(comment.data.id),
      content: REPLY,
    });
    expect(reply.code).toBe(200);
    await storeUserInfo(page);
    // The detector works: a call from the page is seen by the test (then forgotten).
    await page.evaluate(() => (window as unknown as { __xss: (id: number) => Promise<void> }).__xss(0));
    expect(calls).toEqual([0]);
    calls.length = 0;

    // The served HTML of /post/:id: the title is escaped inside the meta tags.
    const html = await (await page.request.get(`/post/${postId}`)).text();
    // No raw tag carries a payload: every `<` of the title and summary arrives as &lt;.
    expect(html).not.toMatch(/<(script|img|svg)\b[^>]*>?[^<]*__xss/i);
    expect(html).not.toMatch(/content="[^"]*"[^>]*__xss/);
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;__xss(1)&lt;/script&gt;');

    // The post page: title, summary, body, comment and reply.
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const body = page.locator('.post-body');
    await expect(body).toContainText('正文开始');
    await expect(body).toContainText('正文结束');
    await expect(body).toContainText('<script>__xss(110)</script>');
    await expect(
      body.locator('script, iframe, svg, object, embed, form, input, video, style, base, meta'),
    ).toHaveCount(0);
    await expect(body.locator('[onerror], [onload], [onmouseover], [ontoggle], [style]')).toHaveCount(0);
    for (const text of ['链接104', '链接108', '链接124']) {
      const link = body.getByText(text);
      if ((await link.count()) > 0) await link.first().click();
    }
    await body.getByText('悬停113').hover();
    await expect(page.getByText(COMMENT, { exact: true })).toBeVisible();
    await expect(page.getByText(REPLY, { exact: true })).toBeVisible();
    await expect(page.locator('.comment-thread').getByText(nickname).first()).toBeVisible();

    // The paid post's preview: title and summary as text.
    await page.goto(`/post/${paidPostId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.locator('.post-article__summary')).toHaveText(SUMMARY);

    // The profile page: nickname and bio as text.
    await page.goto(`/user/${profile.data.slug}`);
    await expect(page.locator('.profile-header__bio')).toHaveText(BIO);
    await expect(page.locator('.profile-header').getByText(nickname).first()).toBeVisible();

    // The home feed and search results (including a hostile keyword reflected on the page).
    await page.goto('/home');
    await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
    await expect(page.locator('.post-card__summary', { hasText: SUMMARY }).first()).toHaveText(SUMMARY);
    await page.goto(`/search?keyword=${encodeURIComponent(nickname)}`);
    await expect(page.getByText(BIO)).toBeVisible();
    await page.goto(`/search?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${SEARCH_KEYWORD}”的搜索结果`);

    // An anonymous visitor's first paint of the post, from the served HTML.
    const visitor = await context.browser()?.newContext();
    if (visitor) {
      const watched = await watch(visitor);
      const anonymous = await visitor.newPage();
      await anonymous.goto(`/post/${postId}`);
      await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(anonymous.getByText(COMMENT, { exact: true })).toBeVisible();
      expect(watched.calls).toEqual([]);
      expect(watched.dialogs).toEqual([]);
      await visitor.close();
    }

    expect(calls).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
    await creatorContext.close();
  });
});
