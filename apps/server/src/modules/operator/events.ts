// What the operator module tells others, from inside the audited transaction of the action.
type TakenDownPost = { id: number; authorId: number; title: string };

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** Operators took a post down; `actionId` names this takedown (a later one is another). */
    PostTakenDown: { post: TakenDownPost; reason: string; actionId: string };
    /** Operators made a taken-down post visible again. */
    PostRestored: { post: TakenDownPost; actionId: string };
  }
}

export {};
