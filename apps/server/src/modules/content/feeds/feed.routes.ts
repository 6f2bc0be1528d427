import { feedEndpoints } from '@frog/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { createRateCheck } from '../../../platform/http/rate-limit';
import { perIp, perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { AppError } from '../../../platform/lib/app-error';
import { nextSubscriptionChange } from '../../support';
import { FEED_CONTENT_TYPES, type FeedFormat } from './feed-document';
import {
  getMemberFeedUrl,
  openMemberFeed,
  renderMemberFeed,
  renderPublicFeed,
  resetMemberFeedUrl,
} from './feed.service';

const PUBLIC_PATH = '/api/feed/creator/:slug/:format';
const MEMBER_PATH = '/api/feed/member/:token/rss';

const paramOf = (request: FastifyRequest, name: string) => {
  const value = (request.params as Record<string, unknown>)[name];

  return typeof value === 'string' ? value : '';
};

const sendXml = (reply: FastifyReply, format: FeedFormat, xml: string, cacheControl: string) =>
  reply
    .type(FEED_CONTENT_TYPES[format])
    .header('cache-control', cacheControl)
    .header('x-robots-tag', 'noindex')
    .send(xml);

/**
 * The feeds: GET, no session (a feed reader has none). A creator's public RSS / Atom (the visitors'
 * read cache), and a supporter's private RSS at its signed URL, kept per member until their access
 * changes (the member read cache: emptied when they are refunded, a plan ends or starts, or any
 * content changes) or READ_CACHE_SECONDS at most.
 */
export const feedRoutes = routeModule((app, { db, env, publicReads, memberReads }: AppDeps) => {
  const origin = env.PUBLIC_URL;
  const publicLimit = createRateCheck(app, PUBLIC_PATH, perIp('feed', 120, 60));
  const memberLimit = createRateCheck(app, MEMBER_PATH, perIp('feed', 120, 60));

  app.get(PUBLIC_PATH, async (request, reply) => {
    const format = paramOf(request, 'format');
    const slug = paramOf(request, 'slug').trim().toLowerCase();
    if ((format !== 'rss' && format !== 'atom') || slug.length > 30) throw AppError.notFound('订阅源不存在');
    await publicLimit({ params: {}, request, viewerId: null });
    const xml = await publicReads.read(`feed:${format}:${slug}`, () =>
      renderPublicFeed(db, origin, slug, format),
    );

    return sendXml(reply, format, xml, 'public, max-age=300');
  });

  app.get(MEMBER_PATH, async (request, reply) => {
    await memberLimit({ params: {}, request, viewerId: null });
    const token = paramOf(request, 'token');
    // The signature is checked on every request, so a reset URL is refused at once, cache or not.
    const opened = await openMemberFeed(db, token);
    const xml = await memberReads.read(opened.member.id, `member-feed:${token}`, async () => {
      const [value, until] = await Promise.all([
        renderMemberFeed(db, origin, opened, token),
        nextSubscriptionChange(db, opened.member.id),
      ]);
      return { value, until };
    });

    return sendXml(reply, 'rss', xml, 'private, no-store');
  });

  defineRoute(app, feedEndpoints.memberUrl, { auth: 'user' }, ({ params, viewer }) =>
    getMemberFeedUrl(db, origin, viewer, params.creatorId),
  );
  defineRoute(
    app,
    feedEndpoints.resetMemberUrl,
    { auth: 'user', rateLimit: [perViewer('feed-reset', 10, 60)] },
    ({ params, viewer }) => resetMemberFeedUrl(db, origin, viewer, params.creatorId),
  );
});
