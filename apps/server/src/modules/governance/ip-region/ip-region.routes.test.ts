import {
  authEndpoints,
  commentEndpoints,
  type DataOf,
  type Endpoint,
  postEndpoints,
  profileEndpoints,
} from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { type CallOptions, type TestApp, useTestApp } from '../../../../test/test-app';

// IP属地 behind TRUST_PROXY: the place is taken from `request.ip`, which is the X-Forwarded-For
// client only when the app trusts its proxy; otherwise the socket's address. Addresses are real
// ones the bundled database places (ip-region.test.ts): 114.114.114.114 江苏, 223.5.5.5 浙江,
// 202.96.128.86 广东, 61.135.169.121 北京, 8.8.8.8 美国; 127.0.0.1 未知.
const behindProxy = useTestApp({ env: { TRUST_PROXY: 'true' } });
const direct = useTestApp({ env: { TRUST_PROXY: 'false' } });

const ADDRESSES = ['114.114.114.114', '223.5.5.5', '202.96.128.86', '61.135.169.121', '8.8.8.8'];

/** A request that reached the app through a proxy at 127.0.0.1, for a client at `client`. */
const viaProxy = (client: string, cookie?: string): CallOptions => ({
  cookie,
  ip: '127.0.0.1',
  headers: { 'x-forwarded-for': client },
});

/** Every answer a test saw, to check no address ever went out. */
const answers: unknown[] = [];

async function call<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  params: Record<string, string> = {},
  options: CallOptions = {},
): Promise<DataOf<E>> {
  const res = await t.call(endpoint, params, options);
  answers.push(res.body);
  expect(res.body.code, res.body.message).toBe(200);

  return res.body.data;
}

async function reader(t: TestApp) {
  const creator = await buildCreator(t.db);
  const post = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
  const user = await buildUser(t.db, { nickname: `属地读者${post.id}` });

  return { post, user, cookie: await t.signIn(user.phone) };
}

/** A comment on the post, sent as `options` say (the cookie, and where the request came from). */
const commentOn = (t: TestApp, postId: number, content: string, options: CallOptions) =>
  call(t, commentEndpoints.postComment, { postId: String(postId), content }, options);

const profileRegion = async (t: TestApp, slug: string) =>
  (await call(t, profileEndpoints.profile, { slug })).ipRegion;

describe('IP属地 with TRUST_PROXY=true: the forwarded client address', () => {
  it('a comment and a reply show the province or country they were written from, in every list', async () => {
    const t = behindProxy;
    const { post, user, cookie } = await reader(t);

    const posted = await commentOn(t, post.id, '画得真好', viaProxy('114.114.114.114', cookie));
    const replied = await call(
      t,
      commentEndpoints.postReply,
      { commentId: posted.id, content: '谢谢' },
      viaProxy('8.8.8.8, 10.0.0.2', cookie),
    );

    expect(posted.ipRegion).toBe('江苏');
    expect(replied.ipRegion).toBe('美国');
    const list = await call(t, commentEndpoints.commentList, { postId: String(post.id) });
    expect(list.list[0]).toMatchObject({ id: posted.id, ipRegion: '江苏' });
    expect(list.list[0]?.replies[0]).toMatchObject({ id: replied.id, ipRegion: '美国' });
    const replies = await call(t, commentEndpoints.replyList, { commentId: posted.id });
    expect(replies.list.map((r) => r.ipRegion)).toEqual(['美国']);
    const stored = await t.db
      .selectFrom('comments')
      .select('ipRegion')
      .where('postId', '=', post.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.ipRegion)).toEqual(['江苏', '美国']);
    // The writer's profile follows their latest placeable writing.
    expect(await profileRegion(t, user.slug)).toBe('美国');
  });

  it('a profile shows where its user last signed in; a sign-in that cannot be placed keeps it', async () => {
    const t = behindProxy;
    const user = await buildUser(t.db, { password: 'Right1234' });
    expect(await profileRegion(t, user.slug)).toBe('未知');

    const signIn = (client: string) =>
      call(t, authEndpoints.passwordLogin, { phone: user.phone, password: 'Right1234' }, viaProxy(client));
    await signIn('223.5.5.5');
    expect(await profileRegion(t, user.slug)).toBe('浙江');
    await signIn('61.135.169.121');
    expect(await profileRegion(t, user.slug)).toBe('北京');
    await signIn('192.168.1.8');
    expect(await profileRegion(t, user.slug)).toBe('北京');
  });

  it('a published post keeps the place it went out from; a draft keeps none', async () => {
    const t = behindProxy;
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const fields = { title: '属地测试作品', bodyHtml: '<p>正文</p>', visibility: 'free' };

    const draft = await call(t, postEndpoints.saveDraft, fields, viaProxy('8.8.8.8', cookie));
    const regionOf = async () =>
      (await t.db.selectFrom('posts').select('ipRegion').where('id', '=', draft.id).executeTakeFirstOrThrow())
        .ipRegion;
    expect(await regionOf()).toBeNull();
    expect(await profileRegion(t, creator.slug)).toBe('未知');

    await call(
      t,
      postEndpoints.publish,
      { ...fields, id: String(draft.id) },
      viaProxy('202.96.128.86', cookie),
    );
    expect(await regionOf()).toBe('广东');
    expect(await profileRegion(t, creator.slug)).toBe('广东');
  });
});

describe('IP属地 with TRUST_PROXY=false: the socket address, whatever the header says', () => {
  it('a comment from a loopback proxy is 未知; one from a public socket shows that socket’s place', async () => {
    const t = direct;
    const { post, cookie } = await reader(t);

    const viaLoopback = await commentOn(t, post.id, '从代理来的', viaProxy('114.114.114.114', cookie));
    const fromPublic = await commentOn(t, post.id, '直接连来的', {
      cookie,
      ip: '202.96.128.86',
      headers: { 'x-forwarded-for': '114.114.114.114' },
    });

    expect(viaLoopback.ipRegion).toBe('未知');
    expect(fromPublic.ipRegion).toBe('广东');
  });

  it('a sign-in is placed by its socket address', async () => {
    const t = direct;
    const user = await buildUser(t.db, { password: 'Right1234' });

    await call(
      t,
      authEndpoints.passwordLogin,
      { phone: user.phone, password: 'Right1234' },
      { ip: '61.135.169.121', headers: { 'x-forwarded-for': '8.8.8.8' } },
    );

    expect(await profileRegion(t, user.slug)).toBe('北京');
  });
});

describe('IP属地 keeps the place, never the address', () => {
  it('no answer above carried a client address', () => {
    expect(answers.length).toBeGreaterThan(10);
    const text = JSON.stringify(answers);
    for (const address of ADDRESSES) expect(text).not.toContain(address);
  });

  it('the database refuses an address where a place belongs', async () => {
    const t = direct;
    const user = await buildUser(t.db);
    const write = (value: string) =>
      sql`update users set ip_region = ${value} where id = ${user.id}`.execute(t.db);

    for (const address of ['114.114.114.114', '::1', 'fe80::1', '2400:3200::1'])
      await expect(write(address)).rejects.toThrow(/ip_region_is_a_place/);
    await write('广东');
  });
});
