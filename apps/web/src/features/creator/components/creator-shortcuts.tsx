import {
  CrownOutlined,
  DollarOutlined,
  EditOutlined,
  FileTextOutlined,
  GiftOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const SHORTCUTS = [
  { to: paths.createPost.href(), icon: <EditOutlined />, title: '发布作品', text: '免费、付费或方案专享' },
  {
    to: paths.contentManagement.href(),
    icon: <FileTextOutlined />,
    title: '内容管理',
    text: '草稿、已发布与已隐藏',
  },
  { to: paths.creatorSettings.href(), icon: <CrownOutlined />, title: '创作者设置', text: '支持方案' },
  {
    to: paths.revenueManagement.href(),
    icon: <DollarOutlined />,
    title: '收益管理',
    text: '每一笔收入的明细',
  },
  {
    to: paths.settleManagement.href(),
    icon: <WalletOutlined />,
    title: '提现管理',
    text: '可提现余额与提现记录',
  },
  {
    to: paths.chargingRewards.href(),
    icon: <GiftOutlined />,
    title: '充电奖励',
    text: '给支持者的回礼与发放记录',
  },
];

/** Where a creator goes next: every creator page, money pages (提现管理, 充电奖励) included. */
export function CreatorShortcuts() {
  return (
    <nav className="creator-shortcuts" aria-label="创作入口">
      {SHORTCUTS.map((s) => (
        <Link key={s.to} to={s.to} className="creator-shortcut">
          <span className="creator-shortcut__icon">{s.icon}</span>
          <strong>{s.title}</strong>
          <small>{s.text}</small>
        </Link>
      ))}
    </nav>
  );
}
