import {
  CrownOutlined,
  DollarOutlined,
  EditOutlined,
  FileTextOutlined,
  GiftOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

export type CreatorTool = { to: string; icon: ReactNode; title: string };

/**
 * The creator's pages as 我的 and 创作中心 both link them: where each goes, its icon and its name.
 * Each list adds its own line of text under the name.
 */
export const creatorTools = {
  createPost: { to: paths.createPost.href(), icon: <EditOutlined />, title: '发布作品' },
  content: { to: paths.contentManagement.href(), icon: <FileTextOutlined />, title: '内容管理' },
  revenue: { to: paths.revenueManagement.href(), icon: <DollarOutlined />, title: '收益管理' },
  settle: { to: paths.settleManagement.href(), icon: <WalletOutlined />, title: '提现管理' },
  settings: { to: paths.creatorSettings.href(), icon: <CrownOutlined />, title: '创作者设置' },
  rewards: { to: paths.chargingRewards.href(), icon: <GiftOutlined />, title: '充电奖励' },
} satisfies Record<string, CreatorTool>;
