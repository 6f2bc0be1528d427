import { followEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Unfollows a user; idempotent on the server. */
export const unfollowUser = (userId: number) => api(followEndpoints.unfollow, { userId: String(userId) });
