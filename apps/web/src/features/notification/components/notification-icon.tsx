import {
  BankOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  GiftOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  UserAddOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icon of a notice by its kind's family (contracts/notification.ts lists the kinds). */
const ICONS: [prefix: string, icon: ReactNode][] = [
  ['order_paid', <PayCircleOutlined key="paid" />],
  ['order_receipt', <ShoppingOutlined key="receipt" />],
  ['order_refunded', <RollbackOutlined key="refund" />],
  ['refund_request', <RollbackOutlined key="refund-request" />],
  ['double_payment', <RollbackOutlined key="double" />],
  ['new_follower', <UserAddOutlined key="follower" />],
  ['creator_application', <SafetyCertificateOutlined key="application" />],
  ['withdrawal', <WalletOutlined key="withdrawal" />],
  ['reward', <GiftOutlined key="reward" />],
  ['plan_', <ClockCircleOutlined key="plan" />],
  ['new_posts', <FileTextOutlined key="posts" />],
  ['post_', <WarningOutlined key="post" />],
  ['payout_account', <BankOutlined key="payout" />],
  ['complaint', <CustomerServiceOutlined key="complaint" />],
];

export function NotificationIcon({ kind }: { kind: string }) {
  const icon = ICONS.find(([prefix]) => kind.startsWith(prefix))?.[1] ?? <NotificationOutlined />;

  return (
    <span className="notice__icon" aria-hidden="true">
      {icon}
    </span>
  );
}
