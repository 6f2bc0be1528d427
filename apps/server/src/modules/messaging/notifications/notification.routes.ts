import { perViewer } from '../../../platform/http/rate-rules';
import { notificationEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import {
  clearMyReadNotifications,
  listMyNotifications,
  readAllMyNotifications,
  readMyNotification,
} from './notification.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/**
 * `/api/message/sys-notify-*`: 系统通知. Every call reads or changes the viewer's own notices only;
 * someone else's notice is 404 like one that does not exist.
 */
export const notificationRoutes = routeModule((app, { db }: AppDeps) => {
  const write = { auth: 'user' as const, rateLimit: [perViewer('notification', 300, 600)] };

  defineRoute(app, notificationEndpoints.list, { auth: 'user' }, ({ params, viewer }) =>
    listMyNotifications(db, viewer, params),
  );

  defineRoute(app, notificationEndpoints.markRead, write, ({ params, viewer }) =>
    readMyNotification(db, viewer, params.id),
  );

  defineRoute(app, notificationEndpoints.markAllRead, write, ({ viewer }) =>
    readAllMyNotifications(db, viewer),
  );

  defineRoute(app, notificationEndpoints.clearRead, write, ({ params, viewer }) =>
    clearMyReadNotifications(db, viewer, params.upToId),
  );
});
