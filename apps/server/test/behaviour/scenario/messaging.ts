import { privateMessageEndpoints, unreadEndpoints } from '@frog/contracts';
import { uploadMessageImage } from '../../message-kit';
import { pngBytes } from '../../uploads';
import { id, recordUpload, type Scene } from './context';

/** Private messages: the creator's DM setting, a conversation with an image, blocking. */
export async function messageSteps({ t, r, users, cookies }: Scene): Promise<void> {
  r.begin('messages');
  const to = (userId: number, content: string) => ({ toUserId: id(userId), content });
  await r.call(privateMessageEndpoints.dmSetting, 'creator');
  await r.call(privateMessageEndpoints.updateDmSetting, 'creator', { dmPolicy: 'supporters' });
  await r
    .call(privateMessageEndpoints.send, 'newcomer2', to(users.creator.id, '你好'), 'not a supporter')
    .catch(() => undefined);
  await r.call(privateMessageEndpoints.send, 'member', to(users.creator.id, '你好，画得真好'));
  await r.call(privateMessageEndpoints.updateDmSetting, 'creator', { dmPolicy: 'everyone' });
  const opened = await r.call(privateMessageEndpoints.open, 'creator', { userId: id(users.member.id) });
  const conversation = { conversationId: id(opened.body.data?.conversationId ?? 0) };
  const msgImage = await uploadMessageImage(t.app, cookies.creator, await pngBytes(50, 50));
  recordUpload(r, privateMessageEndpoints.imageUpload, 'creator', 'multipart: a.png 50×50', msgImage);
  await r.call(privateMessageEndpoints.send, 'creator', {
    ...to(users.member.id, '谢谢！'),
    ...(msgImage.body.data ? { imageUrl: msgImage.body.data.url } : {}),
  });
  await r.call(privateMessageEndpoints.send, 'creator', to(users.member.id, ''), 'empty');
  await r.call(privateMessageEndpoints.conversationList, 'member');
  await r.call(privateMessageEndpoints.messageList, 'member', conversation);
  await r.call(privateMessageEndpoints.messageList, 'member2', conversation, 'not a participant');
  await r.call(unreadEndpoints.count, 'member', {}, 'with a message');
  await r.call(privateMessageEndpoints.markRead, 'member', conversation);
  await r.call(privateMessageEndpoints.block, 'member', { userId: id(users.member2.id) });
  await r.call(privateMessageEndpoints.send, 'member2', to(users.member.id, '在吗'), 'blocked');
  await r.call(privateMessageEndpoints.blockList, 'member');
  await r.call(privateMessageEndpoints.unblock, 'member', { userId: id(users.member2.id) });
}
