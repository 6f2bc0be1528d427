import type { CreatorApplicationRow, UserRow } from '../../platform/db/types';

// What the identity module tells others, from inside the transaction that made the change.
declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** `follower` follows `followeeId` (published on every follow; the notice is once per follower ever). */
    UserFollowed: { follower: UserRow; followeeId: number };
    /** An operator approved or rejected a creator application (`reason` of a rejection). */
    CreatorApplicationDecided: { application: CreatorApplicationRow; reason: string };
    /** A user was muted (by an operator, or by account credit) until `until`; `actionId` names this mute. */
    UserMuted: { userId: number; until: Date; reason: string; actionId: string };
  }
}
