import type { Subscriptions } from '../../platform/events/event-bus';
import { grantRewardsForOrder } from './rewards/reward-grant.service';

/** What support does when other modules change something: a paid order earns its charging rewards. */
export const supportSubscriptions: Subscriptions = {
  OrderPaid: async (trx, { order }) => {
    await grantRewardsForOrder(trx, order);
  },
};
