import type { Db } from '../db/db';
import { rootOf } from '../db/transaction';

/**
 * Every domain event by name, with its payload. Empty here (the kernel knows no domain): each module
 * adds the events it publishes in its own `events.ts`, by declaration merging:
 *
 *   declare module '../../platform/events/event-bus' {
 *     interface DomainEvents { OrderPaid: { order: OrderRow } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module's events.ts
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

/** Runs inside the publisher's transaction: what it writes commits or rolls back with the change. */
export type Subscriber<N extends EventName> = (trx: Db, payload: DomainEvents[N]) => Promise<void>;

/** A module's subscriptions as a table: the event it acts on, and what it does. */
export type Subscriptions = { [N in EventName]?: Subscriber<N> };

/**
 * Who hears which event. Built once by the composition root (`buildApp`), which lets every module
 * subscribe, then attached to the root database handle, so two apps in one test process stay apart.
 */
export class EventBus {
  private readonly subscribers = new Map<EventName, Subscriber<never>[]>();

  subscribe<N extends EventName>(name: N, subscriber: Subscriber<N>): void {
    const list = this.subscribers.get(name) ?? [];
    list.push(subscriber as Subscriber<never>);
    this.subscribers.set(name, list);
  }

  /** Subscribes each entry of a module's table, in the table's order. */
  subscribeAll(subscriptions: Subscriptions): void {
    for (const name of Object.keys(subscriptions) as EventName[])
      this.subscribe(name, subscriptions[name] as Subscriber<typeof name>);
  }

  /** Runs the event's subscribers one after another, in the order they subscribed. */
  async deliver<N extends EventName>(trx: Db, name: N, payload: DomainEvents[N]): Promise<void> {
    for (const subscriber of this.subscribers.get(name) ?? [])
      await (subscriber as Subscriber<N>)(trx, payload);
  }
}

const buses = new WeakMap<Db, EventBus>();

/** Connects a root database handle to its bus (called once by buildApp). */
export function attachEventBus(db: Db, bus: EventBus): void {
  buses.set(db, bus);
}

/**
 * Publishes `name` inside the transaction that made the change, so its subscribers' writes (a
 * notice, a reward grant) commit with it, exactly as often as the change itself: a payment result
 * applied once publishes `OrderPaid` once, however many times the provider repeats it. Refuses to
 * publish outside an `inTransaction` transaction or without a bus: an event nobody can hear would
 * be a side effect silently lost.
 */
export async function publish<N extends EventName>(
  trx: Db,
  name: N,
  payload: DomainEvents[N],
): Promise<void> {
  const root = trx.isTransaction ? rootOf(trx) : undefined;
  if (!root) throw new Error(`${name}: publish inside a transaction opened with inTransaction`);
  const bus = buses.get(root);
  if (!bus) throw new Error(`${name}: no event bus is attached to this database handle`);
  await bus.deliver(trx, name, payload);
}
