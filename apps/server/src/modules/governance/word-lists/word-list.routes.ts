import { adminWordListEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { changeWordList, createWordList, editWords, getWordLists, getWords } from './word-list.service';

/** `/api/admin/word-list*`: the text filter's lists, operators only (404 for anyone else). */
export const wordListRoutes = routeModule((app, { db, textFilter }: AppDeps) => {
  const ctx = { db, textFilter };
  const op = { auth: 'operator' as const };
  const write = { auth: 'operator' as const, rateLimit: [perViewer('admin-word-list', 300, 600)] };

  defineRoute(app, adminWordListEndpoints.lists, op, async () => getWordLists(db));
  defineRoute(app, adminWordListEndpoints.words, op, async ({ params }) => getWords(db, params));
  defineRoute(app, adminWordListEndpoints.create, write, async ({ params, viewer }) =>
    createWordList(ctx, viewer, params),
  );
  defineRoute(app, adminWordListEndpoints.update, write, async ({ params, viewer }) =>
    changeWordList(ctx, viewer, params),
  );
  defineRoute(app, adminWordListEndpoints.addWords, write, async ({ params, viewer }) =>
    editWords(ctx, viewer, params, 'add'),
  );
  defineRoute(app, adminWordListEndpoints.removeWords, write, async ({ params, viewer }) =>
    editWords(ctx, viewer, params, 'remove'),
  );
});
