import type { Insertable, Updateable } from 'kysely';

// What code other than transition() may write to an order, payment, refund or withdrawal: never
// its status (status.repository.ts holds the one statement that does, for transition() only).

/** A new row: it starts in its state machine's first state (the column's default), never another. */
export type NewMoneyRow<Table> = Omit<Insertable<Table>, 'status'>;

/** Columns changed beside the status by anything but transition(): never the status itself. */
export type MoneyRowChanges<Table> = Omit<Updateable<Table>, 'status' | 'id'>;
