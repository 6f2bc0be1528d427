import {
  type AdminAppeal,
  adminAppealEndpoints,
  type AdminPost,
  adminReviewEndpoints,
  type HeldComment,
} from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions, type Paging } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';
import { useAdminMutation } from '../../shared/use-admin-mutation';

const HELD_PAGE_SIZE = 20;

export type HeldKind = 'posts' | 'comments' | 'appeals';
/** One row of the 待审核 queue: a held post, a held comment or reply, or an appeal of a takedown. */
export type HeldItem =
  | { kind: 'post'; post: AdminPost }
  | { kind: 'comment'; comment: HeldComment }
  | { kind: 'appeal'; appeal: AdminAppeal };

const fetchPage = async (kind: HeldKind, paging: Paging) => {
  if (kind === 'posts') {
    const page = await api(adminReviewEndpoints.heldPosts, paging);
    return { ...page, list: page.list.map((post): HeldItem => ({ kind: 'post', post })) };
  }
  if (kind === 'comments') {
    const page = await api(adminReviewEndpoints.heldComments, paging);
    return { ...page, list: page.list.map((comment): HeldItem => ({ kind: 'comment', comment })) };
  }
  const page = await api(adminAppealEndpoints.list, paging);
  return { ...page, list: page.list.map((appeal): HeldItem => ({ kind: 'appeal', appeal })) };
};

/** One page of held posts, held comments or open appeals, who has waited longest first. */
export const useHeldContent = (kind: HeldKind, page: number) =>
  useQuery(
    numberedPageOptions([...adminKey, 'held', kind], { page, pageSize: HELD_PAGE_SIZE }, (paging) =>
      fetchPage(kind, paging),
    ),
  );

/** 申诉成立 (the post is restored) or 驳回, with the note its author reads. */
export function useHandleAppeal() {
  return useAdminMutation(
    ({ appealId, decision, note }: { appealId: number; decision: 'upheld' | 'rejected'; note: string }) =>
      api(adminAppealEndpoints.handle, { appealId: String(appealId), decision, note }),
  );
}
