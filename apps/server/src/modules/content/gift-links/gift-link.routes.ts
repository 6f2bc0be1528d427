import { giftLinkEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import {
  giftOverview,
  previewGiftLink,
  redeemGiftLink,
  revokeAllGiftLinks,
  rotateGiftLink,
  setGiftMax,
  shareGiftLink,
} from './gift-link.service';

/** `/api/gift-link/*`: members share gift links to posts they paid for; readers redeem them. */
export const giftLinkRoutes = routeModule((app, { db, memberReads }: AppDeps) => {
  const sharing = { auth: 'user' as const, rateLimit: [perViewer('gift-share', 60, 600)] };
  const creator = { auth: 'creator' as const, rateLimit: [perViewer('gift-settings', 60, 600)] };

  defineRoute(app, giftLinkEndpoints.share, sharing, ({ params, viewer }) =>
    shareGiftLink(db, viewer, params.postId),
  );
  defineRoute(app, giftLinkEndpoints.rotate, sharing, ({ params, viewer }) =>
    rotateGiftLink(db, viewer, params.postId),
  );
  defineRoute(app, giftLinkEndpoints.preview, { auth: 'optional' }, ({ params, viewer }) =>
    previewGiftLink(db, viewer, params.token),
  );
  defineRoute(
    app,
    giftLinkEndpoints.redeem,
    { auth: 'user', rateLimit: [perViewer('gift-redeem', 20, 600)] },
    async ({ params, viewer }) => {
      const redeemed = await redeemGiftLink(db, viewer, params.token);
      // The reader's kept answers (home feed) forget the post was locked, here at once.
      memberReads.evictUsers([viewer.id]);

      return redeemed;
    },
  );
  defineRoute(app, giftLinkEndpoints.overview, creator, ({ params, viewer }) =>
    giftOverview(db, viewer, params.postId),
  );
  defineRoute(app, giftLinkEndpoints.setMax, creator, ({ params, viewer }) =>
    setGiftMax(db, viewer, params.postId, params.max),
  );
  defineRoute(app, giftLinkEndpoints.revokeAll, creator, ({ params, viewer }) =>
    revokeAllGiftLinks(db, viewer, params.postId),
  );
});
