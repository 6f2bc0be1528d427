import type { Subscriptions } from '../../platform/events/event-bus';
import { countPaidUse } from './discount-codes/discount-code-uses.repository';

/** What money does when its own events happen: a paid order's discount code counts the use. */
export const moneySubscriptions: Subscriptions = {
  OrderPaid: async (trx, { order }) => {
    await countPaidUse(trx, order);
  },
};
