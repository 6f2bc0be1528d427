import { messagingSubscriptions } from './modules/messaging';
import { moneySubscriptions } from './modules/money';
import { supportSubscriptions } from './modules/support';
import { attachEventBus, EventBus } from './platform/events/event-bus';
import type { Db } from './platform/db/db';

/**
 * Lets every module subscribe to the events it acts on and attaches the bus to this database
 * handle, so whatever publishes through it (requests, jobs) reaches them. Order matters only within
 * one event: for OrderPaid the buyer's and creator's notices are written before the rewards and the
 * discount code's count.
 */
export function wireEvents(db: Db): EventBus {
  const bus = new EventBus();
  bus.subscribeAll(messagingSubscriptions);
  bus.subscribeAll(supportSubscriptions);
  bus.subscribeAll(moneySubscriptions);
  attachEventBus(db, bus);

  return bus;
}
