import { Link } from 'react-router';
import { creatorTools } from '@/components/creator-tools';

const SHORTCUTS = [
  { ...creatorTools.createPost, text: '免费、付费或方案专享' },
  { ...creatorTools.content, text: '草稿、已发布与已隐藏' },
  { ...creatorTools.settings, text: '支持方案' },
  { ...creatorTools.revenue, text: '每一笔收入的明细' },
  { ...creatorTools.settle, text: '可提现余额与提现记录' },
  { ...creatorTools.rewards, text: '给支持者的回礼与发放记录' },
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
