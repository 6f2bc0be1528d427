// The calls measured, as the web app makes them (packages/contracts/src: POST with a form body,
// anonymous unless a call names a member's cookie). Each has `check`, run on one full answer before the load, and `verifyBody`, a cheap
// test of every answer under load, so a refusal inside the envelope never counts as a fast success.

/** The envelope of a success starts like this (the envelope plugin writes `code` first). */
export const okEnvelope = (body) => body.startsWith('{"code":200,');

const api = (name, path, form, dataOk, cookie) => ({
  name,
  method: 'POST',
  path,
  form,
  cookie,
  check: (text) => {
    const answer = JSON.parse(text);
    return answer.code === 200 && dataOk(answer.data);
  },
  verifyBody: okEnvelope,
});

/** `ids` is what bench/api/seed.ts printed. */
export function appCalls(ids) {
  return [
    api('post/get free', '/api/post/get', { id: ids.freePost }, (d) => typeof d.bodyHtml === 'string'),
    api('post/get locked', '/api/post/get', { id: ids.lockedPost }, (d) => d.bodyHtml === null),
    api('home feed', '/api/post/home-feed', {}, (d) => d.items.length > 0),
    api('comment list', '/api/comment/comment-list', { postId: ids.freePost }, (d) => d.list.length > 0),
    // A signed-in member: never served a visitor's answer (a live post and its comments come from the
    // shared cache, their session, feed and entitlements from the database).
    api(
      'post/get, member',
      '/api/post/get',
      { id: ids.freePost },
      (d) => typeof d.bodyHtml === 'string',
      ids.memberCookie,
    ),
    api('home feed, member', '/api/post/home-feed', {}, (d) => d.items.length > 0, ids.memberCookie),
    api(
      'comment list, member',
      '/api/comment/comment-list',
      { postId: ids.freePost },
      (d) => d.list.length > 0,
      ids.memberCookie,
    ),
    api('search user 蛙', '/api/search/user', { keyword: '蛙' }, (d) => d.list.length > 0),
    api('search post 速写', '/api/search/post', { keyword: '速写' }, (d) => d.list.length > 0),
    api(
      'payment status, 1 payment',
      '/api/trade/payment/status',
      { payment: 'BS0000000001' },
      (d) => d.status === 1,
    ),
    {
      name: 'GET /post/:id HTML',
      method: 'GET',
      path: `/post/${ids.freePost}`,
      check: (text) => text.includes('og:title') && text.includes('<div id="root">'),
      verifyBody: (body) => body.includes('og:title'),
    },
  ];
}

export const helloCall = {
  name: 'bare Fastify hello',
  method: 'GET',
  path: '/hello',
  check: okEnvelope,
  verifyBody: okEnvelope,
};
