import { adminEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

export type ReviewInput = { id: number; action: 'approve' | 'reject'; reason?: string };

export const reviewApplication = ({ id, action, reason }: ReviewInput) =>
  api(adminEndpoints.reviewApplication, { id: String(id), action, reason: reason ?? '' });

/** Approves or rejects; every queue tab and the badges are refetched. */
export function useReviewApplication() {
  return useAdminMutation(reviewApplication);
}
