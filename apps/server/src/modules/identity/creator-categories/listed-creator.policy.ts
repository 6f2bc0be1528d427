import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, UserRow, UsersTable } from '../../../platform/db/types';
import { banInForce, banOf } from '../users/ban.policy';

// Who 发现 may list as a creator (category pages, 新入驻, 本周最受支持), written twice like the post
// policies: a creator with a nickname, not an operator, not banned now (a banned creator's page is gone),
// whose account is not closed (closing refuses creators today; a closed account has no profile to open).

type ListedFacts = Pick<
  UserRow,
  'isCreator' | 'isOperator' | 'nickname' | 'bannedAt' | 'bannedUntil' | 'banReason' | 'closedAt'
>;

export const isListedCreator = (user: ListedFacts, now = new Date()): boolean =>
  user.isCreator &&
  !user.isOperator &&
  user.nickname !== '' &&
  user.closedAt === null &&
  banOf(user, now) === null;

/** `isListedCreator` in SQL, on `users as u`. */
export const listedCreatorScope = (eb: ExpressionBuilder<DB & { u: UsersTable }, 'u'>) =>
  eb.and([
    eb('u.isCreator', '=', true),
    eb('u.isOperator', '=', false),
    eb('u.nickname', '<>', ''),
    eb('u.closedAt', 'is', null),
    eb.not(sql<boolean>`${banInForce('u')}`),
  ]);
