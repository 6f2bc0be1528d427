import type { UserRow } from '../db/types';

/** What a call may require of its signed-in viewer. */
export type Role = 'user' | 'creator' | 'operator';

/**
 * Does the viewer hold the role? Every signed-in person is a user; creators were approved through
 * an application; operators run the console (review queue, refunds).
 */
export function hasRole(viewer: Pick<UserRow, 'isCreator' | 'isOperator'>, role: Role): boolean {
  if (role === 'creator') return viewer.isCreator;
  if (role === 'operator') return viewer.isOperator;

  return true;
}
