import { perViewer } from '../../platform/http/rate-rules';
import {
  adminAuditEndpoints,
  adminComplaintEndpoints,
  adminContentEndpoints,
  adminPaymentEndpoints,
  adminQueueEndpoints,
  adminUserEndpoints,
} from '@frog/contracts';
import type { AppDeps } from '../../app-deps';
import {
  moneyContextOf,
  operatorRefundInput,
  listComplaintQueue,
  handleComplaint,
  refundComplaint,
  getOrderDetail,
  listFlags,
  refundFlag,
  resolveFlag,
  resolveUnknownPayment,
  searchOrders,
} from '../money';
import {
  hidePostComment,
  listPostComments,
  readPost,
  restorePost,
  searchPosts,
  takedownPost,
} from './moderation/admin-content.service';
import { getQueueCounts } from './queues/admin-queue.service';
import { banUser, searchUsers, unbanUser } from './users/admin-user.service';
import { listAuditLog } from '../../platform/audit/audit.service';
import { defineRoute } from '../../platform/http/define-route';
import { routeModule } from '../../platform/http/route-module';

/** Per operator: a console action at most this often (a runaway script, not a person). */
/**
 * The operator console's calls beyond reviews, withdrawals and refund-order (their own files):
 * queue counts, complaints, orders and payments, content, users, the audit log. Every one is
 * `auth: 'operator'`: anyone else gets the 404 of an unknown path. Every change goes through a
 * service that writes its audit entry in the same transaction (services/audit.service.ts).
 */
export const adminConsoleRoutes = routeModule((app, deps: AppDeps) => {
  const { db } = deps;
  const money = moneyContextOf(deps);
  const op = { auth: 'operator' as const };
  const write = (name: string) => ({ auth: 'operator' as const, rateLimit: [perViewer(name, 300, 600)] });
  const refund = (name: string) => ({ auth: 'operator' as const, rateLimit: [perViewer(name, 60, 600)] });

  defineRoute(app, adminQueueEndpoints.counts, op, async () => getQueueCounts(db));

  defineRoute(app, adminComplaintEndpoints.list, op, async ({ params }) => listComplaintQueue(db, params));
  defineRoute(app, adminComplaintEndpoints.handle, write('admin-complaint'), async ({ params, viewer }) =>
    handleComplaint(db, viewer, params),
  );
  defineRoute(app, adminComplaintEndpoints.refund, refund('admin-refund'), async ({ params, viewer }) =>
    refundComplaint(money, viewer, { id: params.id, ...operatorRefundInput(params) }),
  );

  defineRoute(app, adminPaymentEndpoints.search, op, async ({ params }) => searchOrders(db, params));
  defineRoute(app, adminPaymentEndpoints.detail, op, async ({ params }) =>
    getOrderDetail(db, params.orderNo),
  );
  defineRoute(app, adminPaymentEndpoints.flags, op, async ({ params }) => listFlags(db, params));
  defineRoute(app, adminPaymentEndpoints.resolveFlag, write('admin-flag'), async ({ params, viewer }) =>
    resolveFlag(db, viewer, params),
  );
  defineRoute(app, adminPaymentEndpoints.refundFlag, refund('admin-refund'), async ({ params, viewer }) =>
    refundFlag(money, viewer, { orderNo: params.orderNo, ...operatorRefundInput(params) }),
  );
  defineRoute(
    app,
    adminPaymentEndpoints.resolveUnknownPayment,
    write('admin-flag'),
    async ({ params, viewer }) => resolveUnknownPayment(db, viewer, params),
  );

  defineRoute(app, adminContentEndpoints.posts, op, async ({ params }) => searchPosts(db, params));
  defineRoute(app, adminContentEndpoints.read, write('admin-read'), async ({ params, viewer }) =>
    readPost(db, viewer, params),
  );
  defineRoute(app, adminContentEndpoints.takedown, write('admin-content'), async ({ params, viewer }) =>
    takedownPost(db, viewer, params),
  );
  defineRoute(app, adminContentEndpoints.restore, write('admin-content'), async ({ params, viewer }) =>
    restorePost(db, viewer, params),
  );
  defineRoute(app, adminContentEndpoints.comments, op, async ({ params }) => listPostComments(db, params));
  defineRoute(app, adminContentEndpoints.hideComment, write('admin-content'), async ({ params, viewer }) =>
    hidePostComment(db, viewer, params),
  );

  defineRoute(app, adminUserEndpoints.search, op, async ({ params }) => searchUsers(db, params));
  defineRoute(app, adminUserEndpoints.ban, write('admin-user'), async ({ params, viewer }) =>
    banUser(db, viewer, params),
  );
  defineRoute(app, adminUserEndpoints.unban, write('admin-user'), async ({ params, viewer }) =>
    unbanUser(db, viewer, params),
  );

  defineRoute(app, adminAuditEndpoints.list, op, async ({ params }) => listAuditLog(db, params));
});
