import {
  adminAuditEndpoints,
  adminComplaintEndpoints,
  adminContentEndpoints,
  adminEndpoints,
  adminOrderEndpoints,
  adminPaymentEndpoints,
  adminQueueEndpoints,
  adminUserEndpoints,
  adminWithdrawalEndpoints,
  authEndpoints,
  commentEndpoints,
  creatorEndpoints,
  devEndpoints,
  devPayoutEndpoints,
  followEndpoints,
  mySupportEndpoints,
  notificationEndpoints,
  orderEndpoints,
  payoutAccountEndpoints,
  postEndpoints,
  privateMessageEndpoints,
  profileEndpoints,
  promotionEndpoints,
  receivedCommentEndpoints,
  revenueEndpoints,
  rewardEndpoints,
  searchEndpoints,
  supportEndpoints,
  supporterEndpoints,
  tradeEndpoints,
  unreadEndpoints,
  userEndpoints,
  withdrawalEndpoints,
} from '@frog/contracts';
import { buildUser } from '../factories';
import { uploadMessageImage } from '../message-kit';
import { paymentRow } from '../payment-flow';
import { cardNumber, giveWithdrawable } from '../payouts';
import { mp4Bytes, uploadPostFile, uploadPostImage } from '../posts';
import type { TestApp } from '../test-app';
import { multipartBody, pngBytes, uploadAvatar } from '../uploads';
import { contractEndpoints, Recorder, type Role } from './recorder';

/** The fixed cast: phone numbers, slugs and nicknames never change between runs. */
export const CAST = {
  operator: { phone: '13900000001', slug: 'op-xiaowa', nickname: '运营小蛙', isOperator: true },
  creator: { phone: '13800000001', slug: 'wawa-huahua', nickname: '蛙蛙画画' },
  member: { phone: '13800000002', slug: 'juzi-qishui', nickname: '橘子汽水' },
  member2: { phone: '13800000003', slug: 'qingwa-wangzi', nickname: '青蛙王子' },
  applicant: { phone: '13800000004', slug: 'xiao-kedou', nickname: '小蝌蚪' },
} as const;

const ID_A = '110101199003074477';
const ID_B = '11010519491231002X';
const CARD = cardNumber('622202123456789012');

const ok = (res: { body: { code: number; message: string } }, what: string) => {
  if (res.body.code !== 200) throw new Error(`${what}: ${res.body.code} ${res.body.message}`);
};

/** Records every answer of the scenario on `t` (an app built with `listen: true`). */
export async function runScenario(t: TestApp): Promise<Recorder> {
  const sim = t.payments.simulator;
  if (!sim) throw new Error('the behaviour scenario needs the payment simulator');
  const users = {} as Record<keyof typeof CAST, { id: number; phone: string }>;
  const cookies: Record<string, string | undefined> = {};
  for (const [role, fields] of Object.entries(CAST) as [
    keyof typeof CAST,
    (typeof CAST)[keyof typeof CAST],
  ][]) {
    const user = await buildUser(t.db, { ...fields });
    users[role] = { id: user.id, phone: user.phone };
    cookies[role] = await t.signIn(user.phone);
  }
  const r = new Recorder(t, cookies);
  const id = (n: number) => String(n);

  // ── Visitors and sign-in ───────────────────────────────────────────────────────────────────────
  r.begin('auth');
  await r.call(userEndpoints.current, 'visitor', {}, 'not signed in');
  await r.call(authEndpoints.smsSend, 'visitor', { phone: '12345' }, 'bad phone');
  await r.call(authEndpoints.smsSend, 'visitor', { phone: '13800000009', purpose: 'login' });
  await r.call(
    authEndpoints.smsSend,
    'visitor',
    { phone: '13800000009', purpose: 'login' },
    'resend too soon',
  );
  const lastCode = await r.call(devEndpoints.lastSmsCode, 'visitor', { phone: '13800000009' });
  await r.call(authEndpoints.smsLogin, 'visitor', { phone: '13800000009', code: '000000' }, 'wrong code');
  const login = await r.call(authEndpoints.smsLogin, 'visitor', {
    phone: '13800000009',
    code: lastCode.body.data?.code ?? '',
  });
  cookies.newcomer = login.sessionCookie;
  await r.call(userEndpoints.current, 'newcomer');
  await r.call(authEndpoints.logout, 'newcomer');
  await r.call(userEndpoints.current, 'newcomer', {}, 'after logout');
  await r.call(
    authEndpoints.passwordLogin,
    'visitor',
    { phone: CAST.member.phone, password: 'frog-pass-1' },
    'no password yet',
  );
  await r.call(userEndpoints.setPassword, 'member', { newPassword: 'frog-pass-1' });
  await r.call(
    userEndpoints.setPassword,
    'member',
    { oldPassword: 'wrong-pass-9', newPassword: 'frog-pass-2' },
    'wrong old',
  );
  await r.call(authEndpoints.passwordLogin, 'visitor', { phone: CAST.member.phone, password: 'frog-pass-1' });
  await r.call(
    authEndpoints.passwordLogin,
    'visitor',
    { phone: CAST.member.phone, password: 'nope-nope-1' },
    'wrong password',
  );
  await r.call(userEndpoints.current, 'member');
  await r.call(userEndpoints.updateProfile, 'member', { bio: '喜欢画画的橘子' });
  await r.call(userEndpoints.updateProfile, 'member', { slug: CAST.creator.slug }, 'slug taken');
  const avatar = await uploadAvatar(t.app, cookies.member, await pngBytes(64, 64));
  r.raw({
    route: `POST ${userEndpoints.avatarUpload.path}`,
    endpoint: userEndpoints.avatarUpload,
    role: 'member',
    params: 'multipart: me.png 64×64',
    status: avatar.status,
    body: avatar.body,
  });
  const avatarVisitor = await uploadAvatar(t.app, undefined, await pngBytes(64, 64));
  r.raw({
    route: `POST ${userEndpoints.avatarUpload.path}`,
    endpoint: userEndpoints.avatarUpload,
    role: 'visitor',
    params: 'multipart: me.png 64×64',
    status: avatarVisitor.status,
    body: avatarVisitor.body,
  });
  await r.call(authEndpoints.smsSend, 'member2', { phone: '13800000019', purpose: 'bind' });
  await r.call(devEndpoints.myLastSmsCode, 'member2', {}, 'own phone has no code');
  const bindCode = await r.call(devEndpoints.lastSmsCode, 'member2', { phone: '13800000019' });
  await r.call(userEndpoints.changePhone, 'member2', { phone: '13800000019', code: '000000' }, 'wrong code');
  await r.call(userEndpoints.changePhone, 'member2', {
    phone: '13800000019',
    code: bindCode.body.data?.code ?? '',
  });
  await r.call(
    userEndpoints.changePhone,
    'member2',
    { phone: CAST.member.phone, code: '123456' },
    'phone taken',
  );

  // ── Becoming a creator ─────────────────────────────────────────────────────────────────────────
  r.begin('creator-application');
  const application = {
    realName: '张小蛙',
    idNumber: ID_A,
    contact: 'frog@example.com',
    introduction: '画了十年的插画',
    category: '插画',
  };
  await r.call(creatorEndpoints.apply, 'visitor', application, 'not signed in');
  await r.call(
    creatorEndpoints.apply,
    'creator',
    { ...application, idNumber: '110101199003074478' },
    'bad id number',
  );
  const applied = await r.call(creatorEndpoints.apply, 'creator', application);
  await r.call(creatorEndpoints.myApplication, 'creator');
  const rejectedApp = await r.call(creatorEndpoints.apply, 'applicant', {
    ...application,
    realName: '李小蝌',
    idNumber: ID_B,
    category: '音乐',
  });
  await r.call(adminEndpoints.creatorApplications, 'member', { status: 'pending' }, 'not an operator');
  await r.call(adminEndpoints.creatorApplications, 'operator', { status: 'pending' });
  await r.call(
    adminEndpoints.reviewApplication,
    'operator',
    { id: id(rejectedApp.body.data.id), action: 'reject', reason: ' ' },
    'reject without reason',
  );
  await r.call(adminEndpoints.reviewApplication, 'operator', {
    id: id(rejectedApp.body.data.id),
    action: 'reject',
    reason: '作品链接无法打开',
  });
  ok(
    await r.call(adminEndpoints.reviewApplication, 'operator', {
      id: id(applied.body.data.id),
      action: 'approve',
      reason: '',
    }),
    'approve',
  );
  await r.call(adminEndpoints.creatorApplications, 'operator', { status: 'approved' });
  await r.call(creatorEndpoints.myApplication, 'applicant');
  await r.call(creatorEndpoints.dashboard, 'creator');
  await r.call(creatorEndpoints.dashboard, 'member', {}, 'not a creator');

  // ── Plans ──────────────────────────────────────────────────────────────────────────────────────
  r.begin('plans');
  const planParams = {
    name: '小蛙饭团',
    price: '6',
    description: '每月一幅草稿',
    benefits: ['抢先看', '高清原图'],
    coverUrl: '',
  };
  await r.call(supportEndpoints.createPlan, 'member', planParams, 'not a creator');
  await r.call(supportEndpoints.createPlan, 'creator', { ...planParams, price: '0' }, 'price too low');
  const plan = await r.call(supportEndpoints.createPlan, 'creator', planParams);
  const plan2 = await r.call(supportEndpoints.createPlan, 'creator', {
    ...planParams,
    name: '大蛙套餐',
    price: '30',
    benefits: ['每月原画'],
  });
  const planId = plan.body.data.id;
  const plan2Id = plan2.body.data.id;
  await r.call(supportEndpoints.updatePlan, 'creator', {
    ...planParams,
    id: id(planId),
    description: '每月两幅草稿',
  });
  await r.call(supportEndpoints.sortPlans, 'creator', { ids: [id(plan2Id), id(planId)] });
  await r.call(supportEndpoints.closePlan, 'creator', { id: id(plan2Id) });
  await r.call(supportEndpoints.reopenPlan, 'creator', { id: id(plan2Id) });
  await r.call(supportEndpoints.closePlan, 'member', { id: id(plan2Id) }, 'not the owner');
  await r.call(supportEndpoints.getPlan, 'visitor', { id: id(planId) });
  await r.call(supportEndpoints.getPlan, 'visitor', { id: '999999' }, 'unknown plan');
  await r.call(supportEndpoints.planList, 'visitor', { slug: CAST.creator.slug });
  await r.call(supportEndpoints.planList, 'creator', { creatorId: id(users.creator.id) });
  {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'cover.png', type: 'image/png', body: await pngBytes(320, 200) },
    ]);
    for (const role of ['creator', 'member'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: supportEndpoints.coverUpload.path,
        payload,
        headers: { ...headers, cookie: cookies[role] ?? '' },
      });
      r.raw({
        route: `POST ${supportEndpoints.coverUpload.path}`,
        endpoint: supportEndpoints.coverUpload,
        role,
        params: 'multipart: cover.png 320×200',
        status: res.statusCode,
        body: res.json(),
      });
    }
  }
  await r.call(postEndpoints.myPlans, 'creator');

  // ── Posts ──────────────────────────────────────────────────────────────────────────────────────
  r.begin('posts');
  const draft = await r.call(postEndpoints.saveDraft, 'creator', {
    title: '  橘猫邮差 ',
    summary: '大家都能看到的摘要',
    bodyHtml: '<p onclick="alert(1)">正文<script>alert(1)</script></p>',
    visibility: 'paid',
    price: '9.90',
  });
  await r.call(postEndpoints.saveDraft, 'member', { title: '我也想写' }, 'not a creator');
  await r.call(postEndpoints.getDraft, 'creator', {});
  const draftId = draft.body.data.id;
  const img = await uploadPostImage(t.app, cookies.creator, await pngBytes(200, 120));
  r.raw({
    route: `POST ${postEndpoints.imageUpload.path}`,
    endpoint: postEndpoints.imageUpload,
    role: 'creator',
    params: 'multipart: a.png 200×120',
    status: img.status,
    body: img.body,
  });
  const imgVisitor = await uploadPostImage(t.app, undefined, await pngBytes(20, 20));
  r.raw({
    route: `POST ${postEndpoints.imageUpload.path}`,
    endpoint: postEndpoints.imageUpload,
    role: 'visitor',
    params: 'multipart: a.png 20×20',
    status: imgVisitor.status,
    body: imgVisitor.body,
  });
  const attachment = await uploadPostFile(t.app, cookies.creator, {
    postId: draftId,
    body: 'hello frog',
    filename: 'notes.txt',
    type: 'text/plain',
  });
  r.raw({
    route: `POST ${postEndpoints.attachmentUpload.path}`,
    endpoint: postEndpoints.attachmentUpload,
    role: 'creator',
    params: 'multipart: postId, notes.txt',
    status: attachment.status,
    body: attachment.body,
  });
  const video = await uploadPostFile(t.app, cookies.creator, {
    postId: draftId,
    body: mp4Bytes(),
    filename: 'clip.mp4',
    video: true,
    type: 'video/mp4',
  });
  r.raw({
    route: `POST ${postEndpoints.videoUpload.path}`,
    endpoint: postEndpoints.videoUpload,
    role: 'creator',
    params: 'multipart: postId, clip.mp4',
    status: video.status,
    body: video.body,
  });
  const videoMember = await uploadPostFile(t.app, cookies.member, {
    postId: draftId,
    body: mp4Bytes(),
    filename: 'clip.mp4',
    video: true,
    type: 'video/mp4',
  });
  r.raw({
    route: `POST ${postEndpoints.videoUpload.path}`,
    endpoint: postEndpoints.videoUpload,
    role: 'member',
    params: 'multipart: postId, clip.mp4',
    status: videoMember.status,
    body: videoMember.body,
  });
  if (attachment.body.data)
    await r.call(postEndpoints.removeAttachment, 'creator', { id: id(attachment.body.data.id) });
  await r.call(postEndpoints.removeAttachment, 'creator', { id: '999999' }, 'unknown attachment');
  await r.call(postEndpoints.getDraft, 'creator', { id: id(draftId) });
  const paidPost = await r.call(postEndpoints.publish, 'creator', {
    id: id(draftId),
    title: '橘猫邮差',
    summary: '大家都能看到的摘要',
    bodyHtml: '<p>只有解锁的人能看到的正文</p>',
    visibility: 'paid',
    price: '9.90',
  });
  const paidPostId = paidPost.body.data.id;
  const freePost = await r.call(postEndpoints.publish, 'creator', {
    title: '雨后老街',
    summary: '免费的一篇',
    bodyHtml: '<p>免费的正文</p>',
    visibility: 'free',
  });
  const freePostId = freePost.body.data.id;
  const planPost = await r.call(postEndpoints.publish, 'creator', {
    title: '饭团专享',
    summary: '方案专享',
    bodyHtml: '<p>方案正文</p>',
    visibility: 'plan',
    planIds: [id(planId)],
  });
  const planPostId = planPost.body.data.id;
  await r.call(
    postEndpoints.publish,
    'creator',
    { title: '', summary: '', bodyHtml: '', visibility: 'paid', price: '0.01' },
    'empty title',
  );
  const hidden = await r.call(postEndpoints.publish, 'creator', {
    title: '隐藏一下',
    summary: '稍后隐藏',
    bodyHtml: '<p>隐藏</p>',
    visibility: 'free',
  });
  await r.call(postEndpoints.updatePostStatus, 'creator', { id: id(hidden.body.data.id), status: 'hidden' });
  await r.call(
    postEndpoints.updatePostStatus,
    'member',
    { id: id(hidden.body.data.id), status: 'published' },
    'not the author',
  );
  await r.call(postEndpoints.myPosts, 'creator', { status: 'published' });
  await r.call(postEndpoints.myPosts, 'creator', { status: 'hidden' });
  for (const role of ['visitor', 'member', 'creator'] as const)
    await r.call(postEndpoints.get, role, { id: id(paidPostId) });
  await r.call(postEndpoints.get, 'visitor', { id: id(planPostId) });
  await r.call(postEndpoints.get, 'visitor', { id: id(hidden.body.data.id) }, 'hidden post');
  await r.call(postEndpoints.get, 'visitor', { id: 'abc' }, 'bad id');
  await r.call(postEndpoints.shareInfo, 'visitor', { id: id(freePostId) });
  await r.call(postEndpoints.listByAuthor, 'visitor', { slug: CAST.creator.slug });
  await r.call(postEndpoints.listByAuthor, 'member', { authorId: id(users.creator.id), pageSize: '2' });
  await r.call(postEndpoints.listBySupportPlan, 'visitor', { planId: id(planId) });

  // ── Rewards ────────────────────────────────────────────────────────────────────────────────────
  r.begin('rewards');
  await r.call(
    rewardEndpoints.create,
    'member',
    { kind: 'tip', minTipAmount: '10', title: '感谢', message: '谢谢', linkUrl: '', codes: [] },
    'not a creator',
  );
  const tipReward = await r.call(rewardEndpoints.create, 'creator', {
    kind: 'tip',
    minTipAmount: '10',
    title: '感谢打赏',
    message: '谢谢你的支持',
    linkUrl: 'https://example.com/thanks',
    codes: ['CODE-A1', 'CODE-A2'],
  });
  const planReward = await r.call(rewardEndpoints.create, 'creator', {
    kind: 'plan',
    planId: id(planId),
    title: '入会礼',
    message: '欢迎！',
    linkUrl: 'https://example.com/gift',
    codes: [],
  });
  await r.call(rewardEndpoints.update, 'creator', {
    id: id(planReward.body.data.reward.id),
    kind: 'plan',
    planId: id(planId),
    title: '入会礼物',
    message: '欢迎加入！',
    linkUrl: 'https://example.com/gift',
    codes: [],
  });
  await r.call(rewardEndpoints.setStatus, 'creator', {
    id: id(planReward.body.data.reward.id),
    status: 'paused',
  });
  await r.call(rewardEndpoints.setStatus, 'creator', {
    id: id(planReward.body.data.reward.id),
    status: 'active',
  });
  await r.call(rewardEndpoints.list, 'creator');

  // ── Following, feed, search ────────────────────────────────────────────────────────────────────
  r.begin('social');
  await r.call(profileEndpoints.profile, 'visitor', { slug: CAST.creator.slug });
  await r.call(profileEndpoints.profile, 'visitor', { slug: 'no-such-frog' }, 'unknown slug');
  await r.call(followEndpoints.follow, 'visitor', { userId: id(users.creator.id) }, 'not signed in');
  await r.call(followEndpoints.follow, 'member', { userId: id(users.creator.id) });
  await r.call(followEndpoints.follow, 'member2', { userId: id(users.creator.id) });
  await r.call(followEndpoints.follow, 'creator', { userId: id(users.creator.id) }, 'follow oneself');
  await r.call(followEndpoints.unfollow, 'member2', { userId: id(users.creator.id) });
  await r.call(followEndpoints.follow, 'member2', { userId: id(users.creator.id) });
  await r.call(followEndpoints.followList, 'member', { type: 'following' });
  await r.call(followEndpoints.followList, 'creator', { type: 'followers' });
  await r.call(profileEndpoints.profile, 'member', { slug: CAST.creator.slug });
  await r.call(postEndpoints.homeFeed, 'member', { pageSize: '10' });
  await r.call(postEndpoints.homeFeed, 'visitor', { pageSize: '10' });
  await r.call(searchEndpoints.user, 'visitor', { keyword: '蛙蛙' });
  await r.call(searchEndpoints.post, 'member', { keyword: '橘猫' });
  await r.call(searchEndpoints.post, 'visitor', { keyword: '' }, 'empty keyword');
  await r.call(promotionEndpoints.featuredCreators, 'visitor');

  // ── Comments ───────────────────────────────────────────────────────────────────────────────────
  r.begin('comments');
  await r.call(
    commentEndpoints.postComment,
    'visitor',
    { postId: id(freePostId), content: '路过' },
    'not signed in',
  );
  const comment = await r.call(commentEndpoints.postComment, 'member', {
    postId: id(freePostId),
    content: '老街真好看',
  });
  const comment2 = await r.call(commentEndpoints.postComment, 'member2', {
    postId: id(freePostId),
    content: '同感',
  });
  await r.call(
    commentEndpoints.postComment,
    'member',
    { postId: id(paidPostId), content: '想看' },
    'paid post, not unlocked',
  );
  await r.call(commentEndpoints.postComment, 'member', { postId: id(freePostId), content: '' }, 'empty');
  const reply = await r.call(commentEndpoints.postReply, 'creator', {
    commentId: String(comment.body.data.id),
    content: '谢谢喜欢',
  });
  await r.call(commentEndpoints.postReply, 'member2', {
    commentId: String(comment.body.data.id),
    content: '+1',
  });
  await r.call(commentEndpoints.commentList, 'visitor', { postId: id(freePostId) });
  await r.call(commentEndpoints.commentList, 'member', { postId: id(freePostId), order: 'hottest' });
  await r.call(commentEndpoints.replyList, 'visitor', { commentId: String(comment.body.data.id) });
  await r.call(
    commentEndpoints.delete,
    'member',
    { commentId: String(comment2.body.data.id) },
    'not the writer',
  );
  await r.call(commentEndpoints.delete, 'member2', { commentId: String(comment2.body.data.id) });
  await r.call(receivedCommentEndpoints.list, 'creator');
  await r.call(receivedCommentEndpoints.list, 'member');
  await r.call(unreadEndpoints.count, 'creator');
  await r.call(receivedCommentEndpoints.markAllRead, 'creator');
  void reply;

  // ── Money: a post, a plan and a tip paid through the simulator; a WeChat cashier ───────────────
  r.begin('money-purchase');
  await r.call(orderEndpoints.preCheck, 'visitor', { kind: 'post', postId: id(paidPostId) }, 'not signed in');
  await r.call(orderEndpoints.preCheck, 'member', { kind: 'post', postId: id(paidPostId) });
  await r.call(orderEndpoints.preCheck, 'member', { kind: 'plan', planId: id(planId), months: '3' });
  await r.call(orderEndpoints.preCheck, 'member', {
    kind: 'tip',
    creatorId: id(users.creator.id),
    amount: '6.66',
    message: '加油',
  });
  await r.call(
    orderEndpoints.preCheck,
    'member',
    { kind: 'post', postId: id(paidPostId), expectedPrice: '8.00' },
    'price changed',
  );
  await r.call(orderEndpoints.preCheck, 'creator', { kind: 'post', postId: id(paidPostId) }, 'own post');
  await r.call(orderEndpoints.preCheck, 'member', { kind: 'post', postId: id(freePostId) }, 'free post');

  const pay = async (step: string, role: Role, params: Record<string, string>, settle = true) => {
    r.begin(step);
    const submitted = await r.call(orderEndpoints.submit, role, { channel: 'alipay', ...params });
    ok(submitted, `submit ${step}`);
    const { paymentNo, orderNo, cashierUrl } = submitted.body.data;
    const token = new URL(cashierUrl, t.baseUrl).searchParams.get('token') ?? '';
    await r.call(tradeEndpoints.getPendingPayment, role, { paymentNo, tradeType: 'A_NATIVE' });
    await r.call(tradeEndpoints.cashierOrder, 'visitor', { paymentNo, token });
    await r.call(tradeEndpoints.paymentStatus, 'visitor', { payment: paymentNo, token });
    if (settle) {
      const payment = await paymentRow(t, paymentNo);
      sim.settle({ reqSeqId: payment.reqSeqId ?? '' });
      await sim.idle();
      await r.call(tradeEndpoints.paymentStatus, role, { payment: paymentNo }, 'after the simulator paid');
    }

    return { paymentNo, orderNo, token };
  };
  const postOrder = await pay('money-buy-post', 'member', {
    kind: 'post',
    postId: id(paidPostId),
    expectedPrice: '9.90',
  });
  await r.call(postEndpoints.get, 'member', { id: id(paidPostId) }, 'unlocked');
  await r.call(
    commentEndpoints.postComment,
    'member',
    { postId: id(paidPostId), content: '值得' },
    'after unlocking',
  );
  const planOrder = await pay('money-buy-plan', 'member', { kind: 'plan', planId: id(planId), months: '2' });
  await r.call(postEndpoints.get, 'member', { id: id(planPostId) }, 'plan post, subscribed');
  const tipOrder = await pay('money-tip', 'member2', {
    kind: 'tip',
    creatorId: id(users.creator.id),
    amount: '20',
    message: '画得真好，"再来一张"',
  });
  await pay('money-small-tip', 'member2', {
    kind: 'tip',
    creatorId: id(users.creator.id),
    amount: '1',
    message: '=HYPERLINK("http://evil.example","点我")',
  });
  await r.call(
    orderEndpoints.submit,
    'member',
    { kind: 'tip', creatorId: id(users.creator.id), amount: '0', channel: 'alipay' },
    'amount too low',
  );

  r.begin('money-wechat-cashier');
  const wechat = await r.call(orderEndpoints.submit, 'member', {
    kind: 'tip',
    creatorId: id(users.creator.id),
    amount: '6.66',
    channel: 'wechat',
  });
  ok(wechat, 'wechat submit');
  {
    const { paymentNo, cashierUrl } = wechat.body.data;
    const token = new URL(cashierUrl, t.baseUrl).searchParams.get('token') ?? '';
    await r.call(tradeEndpoints.cashierOrder, 'visitor', { paymentNo, token: 'v1.1.x' }, 'bad token');
    await r.call(tradeEndpoints.cashierOrder, 'visitor', { paymentNo, token });
    const redirectUri = `${t.baseUrl}/checkout/h5/cashier?paymentNo=${paymentNo}&token=${token}`;
    const oauth = await r.call(tradeEndpoints.wechatOauthUrl, 'visitor', { paymentNo, redirectUri, token });
    ok(oauth, 'oauth url');
    const answer = await fetch(`${oauth.body.data.url.split('#')[0]}&sim_user=phone-friend`, {
      redirect: 'manual',
    });
    const location = new URL(answer.headers.get('location') ?? '');
    const code = location.searchParams.get('code') ?? '';
    const state = location.searchParams.get('state') ?? '';
    const silent = await r.call(tradeEndpoints.wechatSilentCallback, 'visitor', {
      appType: '1',
      paymentNo,
      code,
      state,
      tradeType: 'T_JSAPI',
      token,
    });
    if (silent.body.code === 200) {
      await r.call(tradeEndpoints.reportOpenid, 'visitor', {
        paymentNo,
        openid: silent.body.data.openid,
        token,
      });
    } else {
      await r.call(tradeEndpoints.reportOpenid, 'visitor', { paymentNo, openid: 'o-frog', token });
    }
    await r.call(tradeEndpoints.feedbackAdd, 'visitor', {
      paymentNo,
      contact: 'a@b.cn',
      message: '页面打不开',
      token,
    });
  }

  r.begin('money-after-purchase');
  await r.call(mySupportEndpoints.orders, 'member');
  await r.call(mySupportEndpoints.orders, 'member2', { kind: 'tip' });
  await r.call(mySupportEndpoints.plans, 'member');
  await r.call(mySupportEndpoints.unlocked, 'member');
  await r.call(mySupportEndpoints.orders, 'visitor', {}, 'not signed in');
  await r.call(rewardEndpoints.unseen, 'member2');
  await r.call(rewardEndpoints.received, 'member2');
  await r.call(rewardEndpoints.markSeen, 'member2');
  await r.call(rewardEndpoints.received, 'member');
  await r.call(rewardEndpoints.grants, 'creator', { rewardId: id(tipReward.body.data.reward.id) });
  await r.call(rewardEndpoints.clearCodes, 'creator', { id: id(tipReward.body.data.reward.id) });
  await r.call(supporterEndpoints.rank, 'visitor', { slug: CAST.creator.slug, period: 'all' });
  await r.call(supporterEndpoints.privacy, 'member2');
  await r.call(supporterEndpoints.setPrivacy, 'member2', { anonymous: 'true' });
  await r.call(supporterEndpoints.rank, 'visitor', { slug: CAST.creator.slug, period: 'month' });
  await r.call(orderEndpoints.supportMeOrders, 'creator', { period: 'all' });
  await r.call(orderEndpoints.supportMeOrders, 'member', { period: 'all' }, 'not a creator');
  await r.call(revenueEndpoints.summary, 'creator', { period: 'all' });
  await r.call(revenueEndpoints.postings, 'creator', { period: 'all', figure: 'pending' });
  await r.call(revenueEndpoints.chart, 'creator');
  await r.call(revenueEndpoints.chart, 'member', {}, 'not a creator');
  await r.call(creatorEndpoints.dashboard, 'creator', {}, 'after sales');
  await r.call(notificationEndpoints.list, 'creator');
  const memberNotes = await r.call(notificationEndpoints.list, 'member');
  const firstNote = memberNotes.body.data?.list?.[0] as { id?: number } | undefined;
  await r.call(notificationEndpoints.markRead, 'member', { id: id(firstNote?.id ?? 999999) });
  await r.call(notificationEndpoints.markAllRead, 'member');
  await r.call(notificationEndpoints.clearRead, 'member', firstNote?.id ? { upToId: id(firstNote.id) } : {});
  await r.call(notificationEndpoints.list, 'member', {}, 'after clearing');
  await r.call(unreadEndpoints.count, 'member');

  // ── Complaints and refunds by the operator ─────────────────────────────────────────────────────
  r.begin('money-refunds');
  await r.call(tradeEndpoints.feedbackAdd, 'member', {
    paymentNo: postOrder.paymentNo,
    contact: '13800000002',
    message: '付款后看不到正文',
  });
  await r.call(tradeEndpoints.feedbackAdd, 'member', {
    paymentNo: planOrder.paymentNo,
    contact: '13800000002',
    message: '想退款',
  });
  const complaints = await r.call(adminComplaintEndpoints.list, 'operator', { status: 'open' });
  const complaintIds = (complaints.body.data?.list ?? [])
    .map((c: { id: number }) => c.id)
    .sort((a: number, b: number) => a - b);
  await r.call(adminComplaintEndpoints.list, 'member', {}, 'not an operator');
  if (complaintIds[0] !== undefined)
    await r.call(adminComplaintEndpoints.handle, 'operator', { id: id(complaintIds[0]), note: '已联系买家' });
  if (complaintIds[2] !== undefined)
    await r.call(adminComplaintEndpoints.refund, 'operator', {
      id: id(complaintIds[2]),
      amount: '1',
      reason: '部分退款',
    });
  await sim.idle();
  await r.call(adminPaymentEndpoints.search, 'operator', { field: 'order_no', keyword: postOrder.orderNo });
  await r.call(adminPaymentEndpoints.search, 'operator', { field: 'user', keyword: CAST.member.phone });
  await r.call(adminPaymentEndpoints.detail, 'operator', { orderNo: postOrder.orderNo });
  await r.call(adminPaymentEndpoints.detail, 'operator', { orderNo: 'O000' }, 'unknown order');
  await r.call(
    adminOrderEndpoints.refundOrder,
    'member',
    { orderNo: postOrder.orderNo, reason: '买家申请' },
    'not an operator',
  );
  await r.call(
    adminOrderEndpoints.refundOrder,
    'operator',
    { orderNo: postOrder.orderNo, reason: '买家申请', amount: '100' },
    'more than paid',
  );
  await r.call(adminOrderEndpoints.refundOrder, 'operator', {
    orderNo: postOrder.orderNo,
    reason: '买家申请',
  });
  await r.call(adminOrderEndpoints.refundOrder, 'operator', {
    orderNo: tipOrder.orderNo,
    reason: '买家申请',
    amount: '5.00',
  });
  await sim.idle();
  await r.call(
    adminOrderEndpoints.refundOrder,
    'operator',
    { orderNo: postOrder.orderNo, reason: '再退一次' },
    'already refunded',
  );
  await r.call(adminPaymentEndpoints.detail, 'operator', { orderNo: postOrder.orderNo }, 'after refund');
  await r.call(postEndpoints.get, 'member', { id: id(paidPostId) }, 'after refund');
  await r.call(mySupportEndpoints.orders, 'member', {}, 'after refund');
  // A flagged order (as a late payment notice would leave it), resolved and refunded from the queue.
  await t.db
    .updateTable('orders')
    .set({ flaggedReason: 'late_paid' })
    .where('orderNo', '=', planOrder.orderNo)
    .execute();
  await r.call(adminPaymentEndpoints.flags, 'operator', { status: 'open' });
  await r.call(adminPaymentEndpoints.resolveFlag, 'operator', {
    orderNo: planOrder.orderNo,
    note: '核对后无误',
  });
  await t.db
    .updateTable('orders')
    .set({ flaggedReason: 'late_paid' })
    .where('orderNo', '=', tipOrder.orderNo)
    .execute();
  await r.call(adminPaymentEndpoints.refundFlag, 'operator', {
    orderNo: tipOrder.orderNo,
    reason: '重复付款',
    amount: '1',
  });
  await sim.idle();
  await r.call(adminPaymentEndpoints.flags, 'operator', { status: 'resolved' });
  await r.call(
    adminPaymentEndpoints.resolveUnknownPayment,
    'operator',
    { eventId: '999999', note: '查无此款' },
    'unknown event',
  );
  await r.call(revenueEndpoints.summary, 'creator', { period: 'all' }, 'after refunds');

  // ── Payout account and withdrawals ─────────────────────────────────────────────────────────────
  r.begin('money-withdrawal');
  await giveWithdrawable(t.db, users.creator.id, 500_00);
  await r.call(payoutAccountEndpoints.get, 'creator');
  await r.call(payoutAccountEndpoints.get, 'member', {}, 'not a creator');
  await r.call(withdrawalEndpoints.overview, 'creator', {}, 'no account yet');
  await r.call(withdrawalEndpoints.request, 'creator', { amount: '100' }, 'no account yet');
  await r.call(payoutAccountEndpoints.sendCode, 'creator');
  const payoutCode = await r.call(devEndpoints.myLastSmsCode, 'creator');
  const bankCard = {
    kind: 'bank_card',
    bankName: '招商银行',
    bankBranch: '杭州分行西湖支行',
    accountNo: CARD,
    holderName: '张小蛙',
  };
  await r.call(
    payoutAccountEndpoints.bind,
    'creator',
    { ...bankCard, holderName: '李五', code: payoutCode.body.data?.code ?? '' },
    'holder is not the real name',
  );
  await r.call(payoutAccountEndpoints.bind, 'creator', {
    ...bankCard,
    code: payoutCode.body.data?.code ?? '',
  });
  await r.call(payoutAccountEndpoints.get, 'creator', {}, 'bound');
  await r.call(withdrawalEndpoints.overview, 'creator');
  await r.call(withdrawalEndpoints.request, 'creator', { amount: '0.5' }, 'below the minimum');
  await r.call(withdrawalEndpoints.request, 'creator', { amount: '99999' }, 'more than withdrawable');
  const w1 = await r.call(withdrawalEndpoints.request, 'creator', { amount: '100' });
  const w2 = await r.call(withdrawalEndpoints.request, 'creator', { amount: '150' });
  const w3 = await r.call(withdrawalEndpoints.request, 'creator', { amount: '100' });
  await r.call(withdrawalEndpoints.list, 'creator');
  const w1No = w1.body.data?.withdrawalNo ?? 'W-missing';
  const w2No = w2.body.data?.withdrawalNo ?? 'W-missing';
  const w3No = w3.body.data?.withdrawalNo ?? 'W-missing';
  await r.call(withdrawalEndpoints.detail, 'creator', { withdrawalNo: w1No });
  await r.call(withdrawalEndpoints.detail, 'member', { withdrawalNo: w1No }, 'not the owner');
  await r.call(adminWithdrawalEndpoints.list, 'operator', { status: 'requested' });
  await r.call(adminWithdrawalEndpoints.detail, 'operator', { withdrawalNo: w1No });
  await r.call(adminWithdrawalEndpoints.approve, 'member', { withdrawalNo: w1No }, 'not an operator');
  await r.call(adminWithdrawalEndpoints.approve, 'operator', { withdrawalNo: w1No });
  await r.call(adminWithdrawalEndpoints.markPaid, 'operator', {
    withdrawalNo: w1No,
    transferReference: 'BANK-REF-0001',
  });
  await r.call(adminWithdrawalEndpoints.reject, 'operator', { withdrawalNo: w2No, reason: '账户信息有误' });
  await r.call(adminWithdrawalEndpoints.approve, 'operator', { withdrawalNo: w3No });
  await r.call(adminWithdrawalEndpoints.markFailed, 'operator', { withdrawalNo: w3No, reason: '银行退回' });
  await r.call(
    adminWithdrawalEndpoints.markPaid,
    'operator',
    { withdrawalNo: w2No, transferReference: 'BANK-REF-0002' },
    'rejected one',
  );
  await r.call(devPayoutEndpoints.failNext, 'creator', { reason: '模拟失败' });
  await r.call(withdrawalEndpoints.list, 'creator', {}, 'after review');
  await r.call(withdrawalEndpoints.overview, 'creator', {}, 'after review');
  await r.call(revenueEndpoints.postings, 'creator', { period: 'all', figure: 'withdrawn' });

  // ── Private messages ───────────────────────────────────────────────────────────────────────────
  r.begin('messages');
  await r.call(privateMessageEndpoints.dmSetting, 'creator');
  await r.call(privateMessageEndpoints.updateDmSetting, 'creator', { dmPolicy: 'supporters' });
  await r
    .call(
      privateMessageEndpoints.send,
      'newcomer2',
      { toUserId: id(users.creator.id), content: '你好' },
      'not a supporter',
    )
    .catch(() => undefined);
  await r.call(privateMessageEndpoints.send, 'member', {
    toUserId: id(users.creator.id),
    content: '你好，画得真好',
  });
  await r.call(privateMessageEndpoints.updateDmSetting, 'creator', { dmPolicy: 'everyone' });
  const opened = await r.call(privateMessageEndpoints.open, 'creator', { userId: id(users.member.id) });
  const conversationId = opened.body.data?.conversationId ?? 0;
  const msgImage = await uploadMessageImage(t.app, cookies.creator, await pngBytes(50, 50));
  r.raw({
    route: `POST ${privateMessageEndpoints.imageUpload.path}`,
    endpoint: privateMessageEndpoints.imageUpload,
    role: 'creator',
    params: 'multipart: a.png 50×50',
    status: msgImage.status,
    body: msgImage.body,
  });
  await r.call(privateMessageEndpoints.send, 'creator', {
    toUserId: id(users.member.id),
    content: '谢谢！',
    ...(msgImage.body.data ? { imageUrl: msgImage.body.data.url } : {}),
  });
  await r.call(
    privateMessageEndpoints.send,
    'creator',
    { toUserId: id(users.member.id), content: '' },
    'empty',
  );
  await r.call(privateMessageEndpoints.conversationList, 'member');
  await r.call(privateMessageEndpoints.messageList, 'member', { conversationId: id(conversationId) });
  await r.call(
    privateMessageEndpoints.messageList,
    'member2',
    { conversationId: id(conversationId) },
    'not a participant',
  );
  await r.call(unreadEndpoints.count, 'member', {}, 'with a message');
  await r.call(privateMessageEndpoints.markRead, 'member', { conversationId: id(conversationId) });
  await r.call(privateMessageEndpoints.block, 'member', { userId: id(users.member2.id) });
  await r.call(
    privateMessageEndpoints.send,
    'member2',
    { toUserId: id(users.member.id), content: '在吗' },
    'blocked',
  );
  await r.call(privateMessageEndpoints.blockList, 'member');
  await r.call(privateMessageEndpoints.unblock, 'member', { userId: id(users.member2.id) });

  // ── Operator console: content and users ────────────────────────────────────────────────────────
  r.begin('operator-console');
  await r.call(adminQueueEndpoints.counts, 'operator');
  await r.call(adminUserEndpoints.search, 'operator', { keyword: '青蛙' });
  await r.call(adminUserEndpoints.ban, 'operator', { userId: id(users.member2.id), reason: '' }, 'no reason');
  await r.call(adminUserEndpoints.ban, 'operator', { userId: id(users.member2.id), reason: '发布广告' });
  await r.call(userEndpoints.current, 'member2', {}, 'banned');
  await r.call(
    commentEndpoints.postComment,
    'member2',
    { postId: id(freePostId), content: '广告' },
    'banned',
  );
  await r.call(adminUserEndpoints.unban, 'operator', { userId: id(users.member2.id), reason: '申诉通过' });
  await r.call(
    adminUserEndpoints.ban,
    'operator',
    { userId: id(users.operator.id), reason: '自己' },
    'oneself',
  );
  await r.call(adminContentEndpoints.posts, 'operator', { keyword: '橘猫' });
  await r.call(adminContentEndpoints.read, 'operator', { postId: id(paidPostId), reason: '核查举报' });
  await r.call(adminContentEndpoints.takedown, 'operator', { postId: id(freePostId), reason: '侵权' });
  await r.call(postEndpoints.get, 'visitor', { id: id(freePostId) }, 'taken down');
  await r.call(adminContentEndpoints.posts, 'operator', { takenDown: 'true' });
  await r.call(adminContentEndpoints.restore, 'operator', { postId: id(freePostId), reason: '申诉通过' });
  await r.call(adminContentEndpoints.comments, 'operator', { postId: id(freePostId) });
  await r.call(adminContentEndpoints.hideComment, 'operator', {
    commentId: String(comment.body.data.id),
    reason: '不友善',
  });
  await r.call(commentEndpoints.commentList, 'visitor', { postId: id(freePostId) }, 'after hiding');
  await r.call(adminAuditEndpoints.list, 'operator');
  await r.call(adminAuditEndpoints.list, 'operator', { action: 'order.refund' });
  await r.call(adminAuditEndpoints.list, 'creator', {}, 'not an operator');

  // ── Non-contract routes ────────────────────────────────────────────────────────────────────────
  r.begin('non-contract');
  for (const url of ['/healthz', '/readyz']) {
    const res = await t.app.inject({ method: 'GET', url });
    r.raw({
      route: `GET ${url}`,
      role: 'visitor',
      params: null,
      status: res.statusCode,
      body: safeJson(res.body),
      contentType: String(res.headers['content-type'] ?? ''),
    });
  }
  {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = safeJson(res.body) as { paths?: Record<string, unknown> } | string;
    r.raw({
      route: 'GET /api/openapi.json',
      role: 'visitor',
      params: null,
      status: res.statusCode,
      body: { pathCount: typeof doc === 'object' ? Object.keys(doc.paths ?? {}).length : null },
      contentType: String(res.headers['content-type'] ?? ''),
    });
  }
  for (const url of [`/post/${freePostId}`, `/post/${paidPostId}`, '/post/999999']) {
    const res = await t.app.inject({ method: 'GET', url });
    r.raw({
      route: `GET ${url.replace(/\d+$/, ':id')}`,
      role: 'visitor',
      note: url,
      params: null,
      status: res.statusCode,
      body: res.body,
      contentType: String(res.headers['content-type'] ?? ''),
    });
  }
  {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trade/huifu/notify',
      payload: 'resp_data=%7B%7D&sign=bad',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    r.raw({
      route: 'POST /api/trade/huifu/notify',
      role: 'visitor',
      note: 'bad signature',
      params: 'resp_data={}&sign=bad',
      status: res.statusCode,
      body: res.body,
      contentType: String(res.headers['content-type'] ?? ''),
    });
  }
  {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-route',
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    r.raw({
      route: 'POST /api/no-such-route',
      role: 'visitor',
      params: null,
      status: res.statusCode,
      body: safeJson(res.body),
    });
  }

  // ── Every endpoint as each of the four roles with no params (refusals and defaults) ────────────
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

  return r;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
