import type { OrderRow } from '../../platform/db/types';

// What the support module tells others, from inside the transaction that made the change.
declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A paid order earned a charging reward (once per order and reward); `withCode` when a code came with it. */
    RewardGranted: { order: OrderRow; grantId: number; title: string; withCode: boolean };
    /** A reward's code pool ran out at this grant (once per emptying). */
    RewardPoolEmptied: { creatorId: number; grantId: number; title: string };
  }
}
