import type { OwnSeries, PostSeriesNav } from '@frog/contracts';
import type { PostRow, PostSeriesRow } from '../../../platform/db/types';
import { displayStatus } from '../posts/post.policy';

type OwnSeriesLine = Pick<PostSeriesRow, 'id' | 'title' | 'description'> & {
  postId: number | null;
  postTitle: string | null;
  status: PostRow['status'] | null;
  publishedAt: Date | null;
  takenDownAt: Date | null;
  heldAt: Date | null;
};

/** The creator's series from their joined lines (one per post, or one without a post for an empty series). */
export function presentOwnSeries(lines: OwnSeriesLine[], now = new Date()): OwnSeries[] {
  const byId = new Map<number, OwnSeries>();
  for (const line of lines) {
    let series = byId.get(line.id);
    if (!series) {
      series = { id: line.id, title: line.title, description: line.description, posts: [] };
      byId.set(line.id, series);
    }
    const { postId, postTitle, status } = line;
    if (postId === null || postTitle === null || status === null) continue;
    series.posts.push({ id: postId, title: postTitle, status: displayStatus({ ...line, status }, now) });
  }

  return [...byId.values()];
}

type Neighbour = { id: number; title: string };

/** Where `postId` sits among its series' live posts; null when it is not one of them. */
export function presentSeriesNav(
  postId: number,
  found: { series: { id: number; title: string }; posts: Neighbour[] } | undefined,
): PostSeriesNav {
  if (!found) return null;
  const index = found.posts.findIndex((post) => post.id === postId);
  if (index < 0) return null;
  const pick = (post: Neighbour | undefined) => (post ? { id: post.id, title: post.title } : null);

  return {
    series: found.series,
    position: index + 1,
    total: found.posts.length,
    previous: pick(found.posts[index - 1]),
    next: pick(found.posts[index + 1]),
  };
}
