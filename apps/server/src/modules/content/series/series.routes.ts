import { seriesEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { screenParams } from '../../governance';
import { createSeries, removeSeries, renameSeries, setSeriesPosts } from './manage-series';
import { getPostSeriesNav, getSeriesPage, listMySeries, listSeriesOfAuthor } from './series.service';

const SERIES_TEXT = { title: '合集名称', description: '合集简介' };

/** `/api/series/*`: the public series page, a profile's series, a post's 上一篇 / 下一篇, and the creator's tools. */
export const seriesRoutes = routeModule((app, { db, publicReads, textFilter }: AppDeps) => {
  defineRoute(
    app,
    seriesEndpoints.get,
    { auth: 'optional', visitorCache: { cache: publicReads, key: (params) => `series:${params.id}` } },
    ({ params, viewer }) => getSeriesPage(db, viewer, params.id),
  );
  defineRoute(
    app,
    seriesEndpoints.listByAuthor,
    {
      auth: 'optional',
      visitorCache: { cache: publicReads, key: (params) => `series-of:${params.authorId}` },
    },
    ({ params }) => listSeriesOfAuthor(db, params.authorId),
  );
  // The same answer for every reader (live posts only), so members read the visitors' copy too.
  defineRoute(app, seriesEndpoints.ofPost, { auth: 'optional' }, ({ params }) =>
    publicReads.read(`series-nav:${params.postId}`, () => getPostSeriesNav(db, params.postId)),
  );

  const writes = { auth: 'creator' as const, rateLimit: [perViewer('series', 60, 60)] };
  defineRoute(app, seriesEndpoints.mine, { auth: 'creator' }, ({ viewer }) => listMySeries(db, viewer));
  defineRoute(app, seriesEndpoints.create, writes, ({ params, viewer }) =>
    createSeries(db, viewer, screenParams(textFilter, params, SERIES_TEXT).params),
  );
  defineRoute(app, seriesEndpoints.update, writes, ({ params, viewer }) => {
    const { id, ...fields } = screenParams(textFilter, params, SERIES_TEXT).params;

    return renameSeries(db, viewer, id, fields);
  });
  defineRoute(app, seriesEndpoints.delete, writes, ({ params, viewer }) =>
    removeSeries(db, viewer, params.id),
  );
  defineRoute(app, seriesEndpoints.setPosts, writes, ({ params, viewer }) =>
    setSeriesPosts(db, viewer, params.id, params.postIds),
  );
});
