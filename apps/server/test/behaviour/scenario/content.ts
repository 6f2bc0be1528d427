import { postEndpoints, rewardEndpoints, supportEndpoints } from '@frog/contracts';
import { mp4Bytes, uploadPostFile, uploadPostImage } from '../../posts';
import { multipartBody, pngBytes } from '../../uploads';
import { CAST, id, recordUpload, type Scene } from './context';

/** The creator's plans and posts, which the later areas buy, comment on and moderate. */
export type Content = { planId: number; paidPostId: number; freePostId: number; planPostId: number };

/** Plans: created, refused, edited, sorted, closed and reopened; a cover upload. */
export async function planSteps({ t, r, users, cookies }: Scene): Promise<number> {
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
    const answer = { status: res.statusCode, body: res.json() };
    recordUpload(r, supportEndpoints.coverUpload, role, 'multipart: cover.png 320×200', answer);
  }
  await r.call(postEndpoints.myPlans, 'creator');

  return planId;
}

/** Posts: a draft with uploads, then paid, free, plan-only and hidden posts, read by each role. */
export async function postSteps({ t, r, users, cookies }: Scene, planId: number): Promise<Content> {
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
  recordUpload(r, postEndpoints.imageUpload, 'creator', 'multipart: a.png 200×120', img);
  const imgVisitor = await uploadPostImage(t.app, undefined, await pngBytes(20, 20));
  recordUpload(r, postEndpoints.imageUpload, 'visitor', 'multipart: a.png 20×20', imgVisitor);
  const attachment = await uploadPostFile(t.app, cookies.creator, {
    postId: draftId,
    body: 'hello frog',
    filename: 'notes.txt',
    type: 'text/plain',
  });
  recordUpload(r, postEndpoints.attachmentUpload, 'creator', 'multipart: postId, notes.txt', attachment);
  for (const role of ['creator', 'member'] as const) {
    const video = await uploadPostFile(t.app, cookies[role], {
      postId: draftId,
      body: mp4Bytes(),
      filename: 'clip.mp4',
      video: true,
      type: 'video/mp4',
    });
    recordUpload(r, postEndpoints.videoUpload, role, 'multipart: postId, clip.mp4', video);
  }
  if (attachment.body.data)
    await r.call(postEndpoints.removeAttachment, 'creator', { id: id(attachment.body.data.id) });
  await r.call(postEndpoints.removeAttachment, 'creator', { id: '999999' }, 'unknown attachment');
  await r.call(postEndpoints.getDraft, 'creator', { id: id(draftId) });
  const publish = (params: Record<string, string | string[]>, note?: string) =>
    r.call(postEndpoints.publish, 'creator', params, note);
  const paidPost = await publish({
    id: id(draftId),
    title: '橘猫邮差',
    summary: '大家都能看到的摘要',
    bodyHtml: '<p>只有解锁的人能看到的正文</p>',
    visibility: 'paid',
    price: '9.90',
  });
  const paidPostId = paidPost.body.data.id;
  const free = {
    title: '雨后老街',
    summary: '免费的一篇',
    bodyHtml: '<p>免费的正文</p>',
    visibility: 'free',
  };
  const freePostId = (await publish(free)).body.data.id;
  const planPost = await publish({
    title: '饭团专享',
    summary: '方案专享',
    bodyHtml: '<p>方案正文</p>',
    visibility: 'plan',
    planIds: [id(planId)],
  });
  const planPostId = planPost.body.data.id;
  await publish({ title: '', summary: '', bodyHtml: '', visibility: 'paid', price: '0.01' }, 'empty title');
  const hidden = await publish({
    title: '隐藏一下',
    summary: '稍后隐藏',
    bodyHtml: '<p>隐藏</p>',
    visibility: 'free',
  });
  const hiddenId = id(hidden.body.data.id);
  await r.call(postEndpoints.updatePostStatus, 'creator', { id: hiddenId, status: 'hidden' });
  await r.call(
    postEndpoints.updatePostStatus,
    'member',
    { id: hiddenId, status: 'published' },
    'not the author',
  );
  await r.call(postEndpoints.myPosts, 'creator', { status: 'published' });
  await r.call(postEndpoints.myPosts, 'creator', { status: 'hidden' });
  for (const role of ['visitor', 'member', 'creator'] as const)
    await r.call(postEndpoints.get, role, { id: id(paidPostId) });
  await r.call(postEndpoints.get, 'visitor', { id: id(planPostId) });
  await r.call(postEndpoints.get, 'visitor', { id: hiddenId }, 'hidden post');
  await r.call(postEndpoints.get, 'visitor', { id: 'abc' }, 'bad id');
  await r.call(postEndpoints.shareInfo, 'visitor', { id: id(freePostId) });
  await r.call(postEndpoints.listByAuthor, 'visitor', { slug: CAST.creator.slug });
  await r.call(postEndpoints.listByAuthor, 'member', { authorId: id(users.creator.id), pageSize: '2' });
  await r.call(postEndpoints.listBySupportPlan, 'visitor', { planId: id(planId) });

  return { planId, paidPostId, freePostId, planPostId };
}

/** Charging rewards: a tip reward with codes and a plan reward, edited, paused and resumed. */
export async function rewardSteps({ r }: Scene, { planId }: Content): Promise<number> {
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
  const planRewardId = id(planReward.body.data.reward.id);
  await r.call(rewardEndpoints.update, 'creator', {
    id: planRewardId,
    kind: 'plan',
    planId: id(planId),
    title: '入会礼物',
    message: '欢迎加入！',
    linkUrl: 'https://example.com/gift',
    codes: [],
  });
  for (const status of ['paused', 'active'])
    await r.call(rewardEndpoints.setStatus, 'creator', { id: planRewardId, status });
  await r.call(rewardEndpoints.list, 'creator');

  return tipReward.body.data.reward.id;
}
