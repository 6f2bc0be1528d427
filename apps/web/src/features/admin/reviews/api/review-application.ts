import { adminEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdmin } from '../../shared/admin-keys';

export type ReviewInput = { id: number; action: 'approve' | 'reject'; reason?: string };

export const reviewApplication = ({ id, action, reason }: ReviewInput) =>
  api(adminEndpoints.reviewApplication, { id: String(id), action, reason: reason ?? '' });

/** Approves or rejects; every queue tab and the badges are refetched. */
export function useReviewApplication() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: reviewApplication,
    onSettled: () => invalidateAdmin(client),
  });
}
