import { perViewer } from '../../platform/http/rate-rules';
import {
  adminAppealEndpoints,
  adminAuditEndpoints,
  adminContentEndpoints,
  adminQueueEndpoints,
  adminReportEndpoints,
  adminReviewEndpoints,
  adminUserEndpoints,
} from '@frog/contracts';
import type { AppDeps } from '../../app-deps';
import {
  hidePostComment,
  listPostComments,
  readPost,
  restorePost,
  searchPosts,
  takedownPost,
} from './moderation/admin-content.service';
import { handleAppeal, listAppeals } from './appeals/appeal-handling.service';
import { getQueueCounts } from './queues/admin-queue.service';
import { approveComment, approvePost, heldComments, heldPosts } from './review/review.service';
import { handleReports, listReportGroups } from './reports/report.service';
import { banUser, searchUsers, unbanUser } from './users/admin-user.service';
import { muteUser, unmuteUser, warnUser } from './users/user-standing.service';
import { listAuditLog } from '../../platform/audit/audit.service';
import { defineRoute } from '../../platform/http/define-route';
import { routeModule } from '../../platform/http/route-module';

/**
 * The operator console's own calls: queue counts, content, users, the audit log (the money ones,
 * complaints, orders, refunds and withdrawals, are the money module's). Every one is
 * `auth: 'operator'`: anyone else gets the 404 of an unknown path. Every change writes its audit
 * entry in the same transaction (platform/audit/audit.service.ts).
 */
export const adminConsoleRoutes = routeModule((app, deps: AppDeps) => {
  const { db } = deps;
  const op = { auth: 'operator' as const };
  const write = (name: string) => ({ auth: 'operator' as const, rateLimit: [perViewer(name, 300, 600)] });

  defineRoute(app, adminQueueEndpoints.counts, op, async () => getQueueCounts(db));

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

  defineRoute(app, adminReviewEndpoints.heldPosts, op, async ({ params }) => heldPosts(db, params));
  defineRoute(app, adminReviewEndpoints.heldComments, op, async ({ params }) => heldComments(db, params));
  defineRoute(app, adminReviewEndpoints.approvePost, write('admin-content'), async ({ params, viewer }) =>
    approvePost(db, viewer, params),
  );
  defineRoute(app, adminReviewEndpoints.approveComment, write('admin-content'), async ({ params, viewer }) =>
    approveComment(db, viewer, params),
  );
  defineRoute(app, adminReportEndpoints.groups, op, async ({ params }) => listReportGroups(db, params));
  defineRoute(app, adminReportEndpoints.handle, write('admin-content'), async ({ params, viewer }) =>
    handleReports(db, viewer, params),
  );
  defineRoute(app, adminAppealEndpoints.list, op, async ({ params }) => listAppeals(db, params));
  defineRoute(app, adminAppealEndpoints.handle, write('admin-content'), async ({ params, viewer }) =>
    handleAppeal(db, viewer, params),
  );
  defineRoute(app, adminUserEndpoints.search, op, async ({ params }) => searchUsers(db, params));
  defineRoute(app, adminUserEndpoints.ban, write('admin-user'), async ({ params, viewer }) =>
    banUser(db, viewer, params),
  );
  defineRoute(app, adminUserEndpoints.unban, write('admin-user'), async ({ params, viewer }) =>
    unbanUser(db, viewer, params),
  );
  defineRoute(app, adminUserEndpoints.warn, write('admin-user'), async ({ params, viewer }) =>
    warnUser(db, viewer, params),
  );
  defineRoute(app, adminUserEndpoints.mute, write('admin-user'), async ({ params, viewer }) =>
    muteUser(db, viewer, params),
  );
  defineRoute(app, adminUserEndpoints.unmute, write('admin-user'), async ({ params, viewer }) =>
    unmuteUser(db, viewer, params),
  );

  defineRoute(app, adminAuditEndpoints.list, op, async ({ params }) => listAuditLog(db, params));
});
