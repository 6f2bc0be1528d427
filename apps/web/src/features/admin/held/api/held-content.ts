import { adminReviewEndpoints, type AdminPost, type HeldComment } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions, type Paging } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const HELD_PAGE_SIZE = 20;

export type HeldKind = 'posts' | 'comments';
/** One row of the 待审核 queue: a held post or a held comment or reply. */
export type HeldItem = { kind: 'post'; post: AdminPost } | { kind: 'comment'; comment: HeldComment };

const fetchPage = async (kind: HeldKind, paging: Paging) => {
  if (kind === 'posts') {
    const page = await api(adminReviewEndpoints.heldPosts, paging);
    return { ...page, list: page.list.map((post): HeldItem => ({ kind: 'post', post })) };
  }
  const page = await api(adminReviewEndpoints.heldComments, paging);
  return { ...page, list: page.list.map((comment): HeldItem => ({ kind: 'comment', comment })) };
};

/** One page of held posts or held comments, who has waited longest first. */
export const useHeldContent = (kind: HeldKind, page: number) =>
  useQuery(
    numberedPageOptions([...adminKey, 'held', kind], { page, pageSize: HELD_PAGE_SIZE }, (paging) =>
      fetchPage(kind, paging),
    ),
  );
