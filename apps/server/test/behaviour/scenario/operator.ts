import {
  adminAuditEndpoints,
  adminContentEndpoints,
  adminQueueEndpoints,
  adminUserEndpoints,
  commentEndpoints,
  postEndpoints,
  userEndpoints,
} from '@frog/contracts';
import { contractEndpoints } from '../recorder';
import type { Content } from './content';
import { id, safeJson, type Scene } from './context';

/** Operator console: banning a user, taking a post down and restoring it, hiding a comment, the audit log. */
export async function operatorSteps({ r, users }: Scene, content: Content, commentId: string): Promise<void> {
  const { paidPostId, freePostId } = content;
  r.begin('operator-console');
  const member2 = (reason: string) => ({ userId: id(users.member2.id), reason });
  const freePost = (reason: string) => ({ postId: id(freePostId), reason });
  await r.call(adminQueueEndpoints.counts, 'operator');
  await r.call(adminUserEndpoints.search, 'operator', { keyword: '青蛙' });
  await r.call(adminUserEndpoints.ban, 'operator', member2(''), 'no reason');
  await r.call(adminUserEndpoints.ban, 'operator', member2('发布广告'));
  await r.call(userEndpoints.current, 'member2', {}, 'banned');
  await r.call(
    commentEndpoints.postComment,
    'member2',
    { postId: id(freePostId), content: '广告' },
    'banned',
  );
  await r.call(adminUserEndpoints.unban, 'operator', member2('申诉通过'));
  await r.call(
    adminUserEndpoints.ban,
    'operator',
    { userId: id(users.operator.id), reason: '自己' },
    'oneself',
  );
  await r.call(adminContentEndpoints.posts, 'operator', { keyword: '橘猫' });
  await r.call(adminContentEndpoints.read, 'operator', { postId: id(paidPostId), reason: '核查举报' });
  await r.call(adminContentEndpoints.takedown, 'operator', freePost('侵权'));
  await r.call(postEndpoints.get, 'visitor', { id: id(freePostId) }, 'taken down');
  await r.call(adminContentEndpoints.posts, 'operator', { takenDown: 'true' });
  await r.call(adminContentEndpoints.restore, 'operator', freePost('申诉通过'));
  await r.call(adminContentEndpoints.comments, 'operator', { postId: id(freePostId) });
  await r.call(adminContentEndpoints.hideComment, 'operator', {
    commentId,
    reason: '不友善',
  });
  await r.call(commentEndpoints.commentList, 'visitor', { postId: id(freePostId) }, 'after hiding');
  await r.call(adminAuditEndpoints.list, 'operator');
  await r.call(adminAuditEndpoints.list, 'operator', { action: 'order.refund' });
  await r.call(adminAuditEndpoints.list, 'creator', {}, 'not an operator');
}

type Injected = { statusCode: number; body: string; headers: Record<string, unknown> };

/** Status, body and content type of an answer, as the recorder writes them down. */
const answerOf = (res: Injected, body: unknown = res.body) => ({
  status: res.statusCode,
  body,
  contentType: String(res.headers['content-type'] ?? ''),
});

/** Routes outside the contracts: health, the OpenAPI document, server-painted pages, the notify route. */
export async function nonContractSteps({ t, r }: Scene, { freePostId, paidPostId }: Content): Promise<void> {
  r.begin('non-contract');
  const visitor = { role: 'visitor', params: null } as const;
  for (const url of ['/healthz', '/readyz']) {
    const res = await t.app.inject({ method: 'GET', url });
    r.raw({ route: `GET ${url}`, ...visitor, ...answerOf(res, safeJson(res.body)) });
  }
  const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = safeJson(openapi.body) as { paths?: Record<string, unknown> } | string;
  const pathCount = typeof doc === 'object' ? Object.keys(doc.paths ?? {}).length : null;
  r.raw({ route: 'GET /api/openapi.json', ...visitor, ...answerOf(openapi, { pathCount }) });
  for (const url of [`/post/${freePostId}`, `/post/${paidPostId}`, '/post/999999']) {
    const res = await t.app.inject({ method: 'GET', url });
    r.raw({
      route: `GET ${url.replace(/\d+$/, ':id')}`,
      role: 'visitor',
      note: url,
      params: null,
      ...answerOf(res),
    });
  }
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const notify = await t.app.inject({
    method: 'POST',
    url: '/api/trade/huifu/notify',
    payload: 'resp_data=%7B%7D&sign=bad',
    headers: form,
  });
  r.raw({
    route: 'POST /api/trade/huifu/notify',
    role: 'visitor',
    note: 'bad signature',
    params: 'resp_data={}&sign=bad',
    ...answerOf(notify),
  });
  const unknown = await t.app.inject({
    method: 'POST',
    url: '/api/no-such-route',
    payload: '',
    headers: form,
  });
  r.raw({
    route: 'POST /api/no-such-route',
    ...visitor,
    status: unknown.statusCode,
    body: safeJson(unknown.body),
  });
}

/** Every endpoint as each of the four roles with no params (refusals and defaults). */
export async function sweepSteps({ t, r, users }: Scene): Promise<void> {
  r.begin('sweep-no-params');
  await t.db.deleteFrom('smsCodes').execute(); // no resend wait left over from the steps above
  for (const [name, endpoint] of contractEndpoints()) {
    for (const role of ['visitor', 'member', 'creator', 'operator'] as const) {
      // Signing out would end the role's session for the next calls: use a fresh one of the same user.
      const cookie =
        name === 'authEndpoints.logout' && role !== 'visitor' ? await t.signIn(users[role].phone) : undefined;
      await r.call(endpoint, role, {}, 'no params', cookie);
    }
  }
}
