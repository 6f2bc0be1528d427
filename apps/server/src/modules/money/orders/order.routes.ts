import { perViewer } from '../../../platform/http/rate-rules';
import { Readable } from 'node:stream';
import { orderEndpoints, supporterOrderExport } from '@frog/contracts';
import { screenParams } from '../../governance';
import type { AppDeps } from '../../../app-deps';
import { presentQuote, quoteOrder } from './order-quote.service';
import { attachmentDisposition } from '../../../platform/lib/csv';
import { exportSupportMeOrders, listSupportMeOrders, submitOrder } from './order.service';
import { thankSupporter } from '../thanks/thank-supporter';
import { defineDownloadRoute, defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/order/*`: pricing, placing and listing orders. */
export const orderRoutes = routeModule((app, { db, env, textFilter }: AppDeps) => {
  defineRoute(
    app,
    orderEndpoints.preCheck,
    { auth: 'user', rateLimit: [perViewer('user', 120, 60)] },
    async ({ params, viewer }) => presentQuote(await quoteOrder(db, env, viewer.id, params)),
  );

  defineRoute(
    app,
    orderEndpoints.submit,
    { auth: 'user', rateLimit: [perViewer('user', 20, 60)] },
    // The buyer's 留言 reaches the creator: screened like every text a user writes.
    async ({ params, viewer }) =>
      submitOrder({ db, env }, viewer, screenParams(textFilter, params, { message: '留言' }).params),
  );

  defineRoute(app, orderEndpoints.supportMeOrders, { auth: 'creator' }, async ({ params, viewer }) =>
    listSupportMeOrders(db, viewer.id, params),
  );

  defineRoute(
    app,
    orderEndpoints.thank,
    // Signed in is enough: anyone but the order's creator, a supporter too, gets the order's 404.
    { auth: 'user', rateLimit: [perViewer('thanks', 30, 60, '回复太频繁，请稍后再试')] },
    // The reply reaches the supporter: screened like every text a user writes.
    async ({ params, viewer }) =>
      thankSupporter(db, viewer, screenParams(textFilter, params, { text: '感谢回复' }).params),
  );

  defineDownloadRoute(app, supporterOrderExport, { auth: 'creator' }, async ({ params, viewer, reply }) => {
    const csv = exportSupportMeOrders(db, viewer.id, params);

    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(csv.filename, csv.asciiFilename))
      .header('cache-control', 'no-store')
      .send(Readable.from(csv.chunks));
  });
});
