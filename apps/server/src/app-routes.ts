import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './app-deps';
import { appealRoutes, wordListRoutes } from './modules/governance';
import {
  accountClosureRoutes,
  authRoutes,
  buyerRealNameRoutes,
  creatorRoutes,
  followRoutes,
  profileRoutes,
  userRoutes,
} from './modules/identity';
import {
  commentRoutes,
  discoveryRoutes,
  giftLinkRoutes,
  likeRoutes,
  postRoutes,
  postUploadRoutes,
  promotionRoutes,
  searchRoutes,
  seriesAndFeedRoutes,
} from './modules/content';
import {
  notificationRoutes,
  privateMessageRoutes,
  receivedCommentRoutes,
  unreadRoutes,
} from './modules/messaging';
import {
  adminOrderRoutes,
  adminRefundRequestRoutes,
  discountCodeRoutes,
  guardianRequestRoutes,
  huifuNotifyRoutes,
  orderRoutes,
  payoutAccountRoutes,
  planGiftLinkRoutes,
  reconciliationRoutes,
  refundRequestRoutes,
  revenueRoutes,
  statementRoutes,
  taxFilingRoutes,
  taxReportRoutes,
  tradeRoutes,
  withdrawalRoutes,
} from './modules/money';
import { adminConsoleRoutes, reportRoutes } from './modules/operator';
import { mySupportRoutes, rewardRoutes, supportRoutes, supporterRoutes } from './modules/support';
import type { UnreadStreams } from './platform/live/unread-streams';
import { devRoutes } from './platform/http/dev.routes';
import type { PrivateStorage } from './platform/storage/private-storage';

/** What the API's route modules are built from: the app's deps and the two only some of them use. */
export type RouteDeps = AppDeps & { privateStorage: PrivateStorage; unreadStreams: UnreadStreams };

/** Every domain's `/api/*` routes, in the order they are registered. */
const ROUTE_MODULES: ((deps: RouteDeps) => FastifyPluginAsync)[] = [
  authRoutes,
  userRoutes,
  accountClosureRoutes,
  buyerRealNameRoutes,
  promotionRoutes,
  orderRoutes,
  discountCodeRoutes,
  revenueRoutes,
  statementRoutes,
  taxFilingRoutes,
  taxReportRoutes,
  followRoutes,
  supportRoutes,
  mySupportRoutes,
  supporterRoutes,
  rewardRoutes,
  notificationRoutes,
  creatorRoutes,
  payoutAccountRoutes,
  withdrawalRoutes,
  adminOrderRoutes,
  adminRefundRequestRoutes,
  refundRequestRoutes,
  guardianRequestRoutes,
  reconciliationRoutes,
  adminConsoleRoutes,
  reportRoutes,
  wordListRoutes,
  appealRoutes,
  searchRoutes,
  discoveryRoutes,
  tradeRoutes,
  huifuNotifyRoutes,
  commentRoutes,
  giftLinkRoutes,
  planGiftLinkRoutes,
  likeRoutes,
  receivedCommentRoutes,
  privateMessageRoutes,
  profileRoutes,
  postRoutes,
  seriesAndFeedRoutes,
  postUploadRoutes,
  unreadRoutes,
  devRoutes,
];

/** Registers the API's route modules: one line per module in ROUTE_MODULES, nothing else. */
export async function registerApiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  for (const routes of ROUTE_MODULES) await app.register(routes(deps));
}
