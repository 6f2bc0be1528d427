// Messaging: notifications, private messages, received comments and the live unread counts.
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export { notificationRoutes } from './notifications/notification.routes';
export { notifyNewPosts } from './notifications/notify-new-posts';
export { notifyPlanExpiry } from './notifications/notify-plan-expiry';
export { purgeOldReadNotifications } from './notifications/purge-read-notifications';
export { wasMessageReceivedBy } from './private-messages/message.repository';
export { hasBlocked } from './private-messages/user-block.repository';
export { privateMessageRoutes } from './private-messages/private-message.routes';
export { receivedCommentRoutes } from './received-comments/received-comment.routes';
export { setUpLiveUnread } from './unread/live-unread';
export { unreadRoutes } from './unread/unread.routes';
export { messagingSubscriptions } from './subscriptions';
