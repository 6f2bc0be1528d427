import type { MyOrder, OrderKind } from '@frog/contracts';
import { Button, Modal, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { useMyOrders } from '../api/get-my-orders';
import { planPeriodText, statusOf } from '../lib/receipt';
import { PagedList } from './list-states';
import { OrderReceipt } from './order-receipt';
import { PlanGiftShare } from './plan-gift-share';

type KindFilter = OrderKind | 'all';

const FILTERS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'post', label: '解锁' },
  { value: 'plan', label: '方案' },
  { value: 'tip', label: '打赏' },
];

const EMPTY: Record<KindFilter, string> = {
  all: '还没有支持过创作者。解锁作品、加入支持方案或打赏后，订单会出现在这里',
  post: '还没有解锁过作品',
  plan: '还没有加入过支持方案',
  tip: '还没有打赏过创作者',
};

function OrderRow({ order, onOpen }: { order: MyOrder; onOpen: () => void }) {
  const status = statusOf(order);
  const period = planPeriodText(order);

  return (
    <article className="my-order" aria-label={`订单 ${order.orderNo}`}>
      <header className="my-order__head">
        <Link to={paths.user.href(order.creator.slug)} className="my-order__creator">
          <UserAvatar nickname={order.creator.nickname} avatarUrl={order.creator.avatarUrl} size={28} />
          <span>{order.creator.nickname}</span>
        </Link>
        <Tag color={status.color} className="my-order__status">
          {status.text}
        </Tag>
      </header>
      <p className="my-order__what">{order.description}</p>
      {period && <p className="my-order__period">{period}</p>}
      {order.giftLink && !order.giftLink.redeemedBy && (
        <PlanGiftShare link={order.giftLink} months={order.months ?? 1} />
      )}
      {order.message && <blockquote className="my-order__message">{order.message}</blockquote>}
      <footer className="my-order__foot">
        <span className="my-order__time">{formatDateTime(order.paidAt)}</span>
        <strong className="my-order__amount">¥{order.amount}</strong>
        <Button size="small" onClick={onOpen}>
          查看收据
        </Button>
      </footer>
    </article>
  );
}

/** 我的支持 → 订单: every paid order, filtered by kind, each with its receipt. */
export function MyOrders() {
  const [kind, setKind] = useState<KindFilter>('all');
  const [open, setOpen] = useState<MyOrder | null>(null);
  const orders = useMyOrders(kind === 'all' ? undefined : kind);
  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <Segmented
        className="my-support-filter"
        value={kind}
        onChange={(value) => setKind(value as KindFilter)}
        options={FILTERS}
        block
      />
      <PagedList query={orders} count={items.length} empty={EMPTY[kind]}>
        {items.map((order) => (
          <OrderRow key={order.orderNo} order={order} onOpen={() => setOpen(order)} />
        ))}
      </PagedList>
      <Modal
        title="订单收据"
        open={open !== null}
        onCancel={() => setOpen(null)}
        footer={null}
        centered
        width={440}
        destroyOnHidden
      >
        {open && <OrderReceipt order={open} />}
      </Modal>
    </>
  );
}
