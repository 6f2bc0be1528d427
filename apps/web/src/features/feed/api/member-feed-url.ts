import { feedEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** The viewer's private feed URL of this creator (the same until they reset it). */
export const getMemberFeedUrl = (creatorId: number) =>
  api(feedEndpoints.memberUrl, { creatorId: String(creatorId) });

/** A new private feed URL; the old one stops working at once. */
export const resetMemberFeedUrl = (creatorId: number) =>
  api(feedEndpoints.resetMemberUrl, { creatorId: String(creatorId) });
