import { followEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Follows a user; answers the new state and follower count. Idempotent on the server. */
export const followUser = (userId: number) => api(followEndpoints.follow, { userId: String(userId) });
