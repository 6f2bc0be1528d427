import { perViewer } from '../../../platform/http/rate-rules';
import { privateMessageEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { blockUser, listMyBlockedUsers, unblockUser, updateDmPolicy } from './private-message-block.service';
import { saveMessageImage } from './private-message-image.service';
import {
  getDmPolicy,
  listConversationMessages,
  listMyConversations,
  openConversation,
  readConversation,
  sendMessage,
} from './private-message.service';
import { readAvatarUpload } from '../../../platform/uploads/image-upload';
import { screenParams } from '../../governance';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** Sending: 20 a minute and 500 a day per user (new conversations have their own daily limits in the service). */
export const SEND_PER_MINUTE = 20;
export const SEND_PER_DAY = 500;
const sendLimits = [
  perViewer('minute', SEND_PER_MINUTE, 60, '私信发送太频繁，请稍后再试'),
  perViewer('day', SEND_PER_DAY, 24 * 60 * 60, '今天发送的私信太多了，请明天再试'),
];

/** `/api/message/*` for private messages: conversations, messages, images, blocks and the creator's setting. */
export const privateMessageRoutes = routeModule((app, { db, storage, env, textFilter }: AppDeps) => {
  defineRoute(app, privateMessageEndpoints.conversationList, { auth: 'user' }, async ({ params, viewer }) =>
    listMyConversations(db, viewer, params),
  );
  defineRoute(app, privateMessageEndpoints.open, { auth: 'user' }, async ({ params, viewer }) =>
    openConversation(db, viewer, params.userId),
  );
  defineRoute(app, privateMessageEndpoints.messageList, { auth: 'user' }, async ({ params, viewer }) =>
    listConversationMessages(db, viewer, params),
  );
  defineRoute(app, privateMessageEndpoints.markRead, { auth: 'user' }, async ({ params, viewer }) =>
    readConversation(db, viewer, params.conversationId),
  );
  defineRoute(
    app,
    privateMessageEndpoints.send,
    { auth: 'user', rateLimit: sendLimits },
    async ({ params, viewer }) =>
      sendMessage({ db, storage }, viewer, screenParams(textFilter, params, { content: '私信' }).params),
  );
  defineRoute(
    app,
    privateMessageEndpoints.imageUpload,
    { auth: 'user', rateLimit: [perViewer('user', 60, 600, '图片上传太频繁，请稍后再试')] },
    async ({ viewer, request }) =>
      saveMessageImage({ db, storage }, viewer, await readAvatarUpload(request, env.UPLOAD_IMAGE_MAX_MB)),
  );
  defineRoute(app, privateMessageEndpoints.block, { auth: 'user' }, async ({ params, viewer }) => {
    await blockUser(db, viewer, params.userId);

    return null;
  });
  defineRoute(app, privateMessageEndpoints.unblock, { auth: 'user' }, async ({ params, viewer }) => {
    await unblockUser(db, viewer, params.userId);

    return null;
  });
  defineRoute(app, privateMessageEndpoints.blockList, { auth: 'user' }, async ({ params, viewer }) =>
    listMyBlockedUsers(db, viewer, params),
  );
  defineRoute(app, privateMessageEndpoints.dmSetting, { auth: 'user' }, async ({ viewer }) =>
    getDmPolicy(viewer),
  );
  defineRoute(app, privateMessageEndpoints.updateDmSetting, { auth: 'creator' }, async ({ params, viewer }) =>
    updateDmPolicy(db, viewer, params.dmPolicy),
  );
});
