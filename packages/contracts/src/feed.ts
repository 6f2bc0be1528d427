import { z } from 'zod';
import { defineEndpoint, idParam } from './common';

// Feeds (issue 24 item 6). The feeds themselves are XML (GET, no session): a creator's public RSS
// at PUBLIC_FEED_PATH, and a supporter's private one at the secret URL these calls give.

/** The public RSS (or Atom) of a creator's posts: free bodies and the previews of paid ones. */
export const publicFeedPath = (slug: string, format: 'rss' | 'atom' = 'rss') =>
  `/api/feed/creator/${encodeURIComponent(slug)}/${format}`;

/** A supporter's private feed address of one creator (absolute, secret: whoever has it reads it). */
export const memberFeedUrlSchema = z.object({ url: z.string() });
export type MemberFeedUrl = z.infer<typeof memberFeedUrlSchema>;

const creatorParams = z.object({ creatorId: idParam('创作者ID') });

export const feedEndpoints = {
  /** The viewer's private feed URL of this creator (made on first ask). */
  memberUrl: defineEndpoint({
    path: '/api/feed/member-url',
    params: creatorParams,
    data: memberFeedUrlSchema,
  }),
  /** A new private feed URL: every older one stops working (404). */
  resetMemberUrl: defineEndpoint({
    path: '/api/feed/reset-member-url',
    params: creatorParams,
    data: memberFeedUrlSchema,
  }),
};
