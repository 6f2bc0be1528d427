import type { CreatorApplicationRow, UserRow } from '../../../platform/db/types';

/** A user may apply unless already a creator or an application is under review. */
export function canApply(
  viewer: Pick<UserRow, 'isCreator'>,
  latest: Pick<CreatorApplicationRow, 'status'> | undefined,
): boolean {
  return !viewer.isCreator && latest?.status !== 'pending';
}
