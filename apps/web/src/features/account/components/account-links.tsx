import {
  BellOutlined,
  CrownOutlined,
  GiftOutlined,
  HeartOutlined,
  HomeOutlined,
  MobileOutlined,
  SettingOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { creatorTools } from '@/components/creator-tools';
import { paths } from '@/config/paths';

type AccountLink = { to: string; icon: ReactNode; title: string; text: string };

const COMMON: AccountLink[] = [
  { to: paths.home.href(), icon: <HomeOutlined />, title: '首页动态', text: '关注的创作者的最新作品' },
  { to: paths.followList.href(), icon: <HeartOutlined />, title: '我的关注', text: '管理关注的创作者' },
  {
    to: paths.mineSupport.href(),
    icon: <ShoppingOutlined />,
    title: '我的支持',
    text: '订单与收据、支持方案、已解锁作品',
  },
  {
    to: paths.mineRewards.href(),
    icon: <GiftOutlined />,
    title: '我的奖励',
    text: '创作者发给你的感谢和兑换码',
  },
  { to: paths.message.href(), icon: <BellOutlined />, title: '消息', text: '系统通知、私信与评论' },
  {
    to: paths.userSettings.href(),
    icon: <SettingOutlined />,
    title: '账号设置',
    text: '昵称、头像、主页地址与密码',
  },
  { to: paths.phoneMessage.href(), icon: <MobileOutlined />, title: '手机号', text: '绑定或更换手机号' },
];

const CREATOR: AccountLink[] = [
  {
    to: paths.creationCenter.href(),
    icon: <ThunderboltOutlined />,
    title: '创作中心',
    text: '数据概览与创作入口',
  },
  { ...creatorTools.createPost, text: '发布免费或付费作品' },
  { ...creatorTools.content, text: '草稿、已发布与已隐藏' },
  { ...creatorTools.revenue, text: '每一笔收入的明细' },
  { ...creatorTools.settle, text: '申请提现与到账记录' },
  { ...creatorTools.settings, text: '支持方案与主页设置' },
  { ...creatorTools.rewards, text: '给支持者的回馈' },
];

const APPLY: AccountLink = {
  to: paths.creatorApplication.href(),
  icon: <CrownOutlined />,
  title: '申请成为创作者',
  text: '发布付费内容，开通支持方案',
};

const OPERATOR: AccountLink = {
  to: paths.admin.href(),
  icon: <SafetyCertificateOutlined />,
  title: '运营后台',
  text: '审核创作者申请',
};

function LinkGrid({ links }: { links: AccountLink[] }) {
  return (
    <div className="account-links">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="account-link">
          <span className="account-link__icon">{link.icon}</span>
          <span className="account-link__text">
            <strong>{link.title}</strong>
            <small>{link.text}</small>
          </span>
        </Link>
      ))}
    </div>
  );
}

/** Everything the signed-in user can reach from 我的. */
export function AccountLinks({
  isCreator,
  isOperator = false,
}: {
  isCreator: boolean;
  isOperator?: boolean;
}) {
  return (
    <>
      <h2 className="account-section-title">常用功能</h2>
      <LinkGrid links={COMMON} />
      <h2 className="account-section-title">创作者</h2>
      <LinkGrid links={isCreator ? CREATOR : [APPLY]} />
      {isOperator && (
        <>
          <h2 className="account-section-title">运营</h2>
          <LinkGrid links={[OPERATOR]} />
        </>
      )}
    </>
  );
}
