import type { CreatorApplicationRow, UserRow } from '../db/types';

/** A user may apply unless already a creator or an application is under review. */
export function canApply(
  viewer: Pick<UserRow, 'isCreator'>,
  latest: Pick<CreatorApplicationRow, 'status'> | undefined,
): boolean {
  return !viewer.isCreator && latest?.status !== 'pending';
}

/** Operators review applications; everyone else is told the console does not exist. */
export function canReviewApplications(viewer: Pick<UserRow, 'isOperator'> | null): boolean {
  return viewer?.isOperator === true;
}
