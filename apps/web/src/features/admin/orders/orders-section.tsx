import { FlagsList } from './flags-list';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderSearch } from './order-search';
import { useOpenOrder } from './use-open-order';

/** 订单与支付: find any order; the flagged ones wait below; an order opens in a drawer (`?order=`). */
export function OrdersSection() {
  const { orderNo, open } = useOpenOrder();

  return (
    <section aria-label="订单与支付" className="orders-section">
      <OrderSearch onOpenOrder={open} />
      <FlagsList onOpenOrder={open} />
      <OrderDetailDrawer orderNo={orderNo} onClose={() => open(null)} />
    </section>
  );
}
