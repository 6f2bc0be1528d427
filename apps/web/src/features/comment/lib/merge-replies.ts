import type { Comment } from '@frog/contracts';

/**
 * The replies to show under a top-level comment: the preview that came with the list and any
 * pages loaded since, each reply once, oldest first (pages overlap the preview).
 */
export function mergeReplies(preview: Comment[], pages: Comment[][] = []): Comment[] {
  const byId = new Map<string, Comment>();
  for (const reply of [...preview, ...pages.flat()]) byId.set(reply.id, reply);

  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.id) - Number(b.id),
  );
}

/** How many replies are not shown yet. */
export const hiddenReplyCount = (replyCount: number, shown: number) => Math.max(0, replyCount - shown);
