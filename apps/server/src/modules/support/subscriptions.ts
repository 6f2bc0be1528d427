import type { EventBus } from '../../platform/events/event-bus';
import { grantRewardsForOrder } from './rewards/reward-grant.service';

/** What support does when other modules change something: a paid order earns its charging rewards. */
export function subscribeSupport(bus: EventBus): void {
  bus.subscribe('OrderPaid', async (trx, { order }) => {
    await grantRewardsForOrder(trx, order);
  });
}
