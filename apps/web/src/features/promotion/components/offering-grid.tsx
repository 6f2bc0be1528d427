import { CommentOutlined, CrownOutlined, GiftOutlined, LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

const OFFERINGS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <LockOutlined />,
    title: '付费内容',
    text: '为单篇作品定价，支持者付款即可永久解锁完整内容；未解锁时只展示标题、封面与简介。',
  },
  {
    icon: <CrownOutlined />,
    title: '支持方案（按月）',
    text: '设置不同档位的月度方案，成员在有效期内畅读方案内容，续费月数自动顺延。',
  },
  {
    icon: <GiftOutlined />,
    title: '打赏',
    text: '喜欢就打赏，可以支持创作者本人，也可以打赏某一篇作品，并附上一句鼓励。',
  },
  {
    icon: <CommentOutlined />,
    title: '评论与关注',
    text: '关注喜欢的创作者，第一时间收到更新；在作品下评论、回复，和创作者直接交流。',
  },
];

export function OfferingGrid() {
  return (
    <section className="promo-section">
      <h2 className="promo-section__title">创作蛙能做什么</h2>
      <div className="promo-offerings">
        {OFFERINGS.map((offering) => (
          <article key={offering.title} className="promo-offering">
            <span className="promo-offering__icon">{offering.icon}</span>
            <h3>{offering.title}</h3>
            <p>{offering.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
