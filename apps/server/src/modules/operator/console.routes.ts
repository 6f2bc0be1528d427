import { perViewer } from '../../platform/http/rate-rules';
import {
  adminAppealEndpoints,
  adminAuditEndpoints,
  adminContentEndpoints,
  adminQueueEndpoints,
  adminReportEndpoints,
  adminReviewEndpoints,
  adminUserEndpoints,
  type DataOf,
  type Endpoint,
} from '@frog/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/db';
import type { UserRow } from '../../platform/db/types';
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
  /** A read: the call's params to the operation. */
  const read = <E extends Endpoint>(
    endpoint: E,
    run: (db: Db, params: z.output<E['params']>) => Promise<DataOf<E>>,
  ) => defineRoute(app, endpoint, op, async ({ params }) => run(db, params));
  /** A change by the operator, at most 300 in 10 minutes per operator in its `group`. */
  const change = <E extends Endpoint>(
    endpoint: E,
    group: string,
    run: (db: Db, viewer: UserRow, params: z.output<E['params']>) => Promise<DataOf<E>>,
  ) =>
    defineRoute(
      app,
      endpoint,
      { auth: 'operator', rateLimit: [perViewer(group, 300, 600)] },
      async ({ params, viewer }) => run(db, viewer, params),
    );

  defineRoute(app, adminQueueEndpoints.counts, op, async () => getQueueCounts(db));

  read(adminContentEndpoints.posts, searchPosts);
  change(adminContentEndpoints.read, 'admin-read', readPost);
  change(adminContentEndpoints.takedown, 'admin-content', takedownPost);
  change(adminContentEndpoints.restore, 'admin-content', restorePost);
  read(adminContentEndpoints.comments, listPostComments);
  change(adminContentEndpoints.hideComment, 'admin-content', hidePostComment);

  read(adminReviewEndpoints.heldPosts, heldPosts);
  read(adminReviewEndpoints.heldComments, heldComments);
  change(adminReviewEndpoints.approvePost, 'admin-content', approvePost);
  change(adminReviewEndpoints.approveComment, 'admin-content', approveComment);
  read(adminReportEndpoints.groups, listReportGroups);
  change(adminReportEndpoints.handle, 'admin-content', handleReports);
  read(adminAppealEndpoints.list, listAppeals);
  change(adminAppealEndpoints.handle, 'admin-content', handleAppeal);
  read(adminUserEndpoints.search, searchUsers);
  change(adminUserEndpoints.ban, 'admin-user', banUser);
  change(adminUserEndpoints.unban, 'admin-user', unbanUser);
  change(adminUserEndpoints.warn, 'admin-user', warnUser);
  change(adminUserEndpoints.mute, 'admin-user', muteUser);
  change(adminUserEndpoints.unmute, 'admin-user', unmuteUser);

  read(adminAuditEndpoints.list, listAuditLog);
});
