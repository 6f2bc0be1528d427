import type { AdminPost } from '@frog/contracts';
import type { Tone } from '@/components/status-tag';

const VISIBILITY: Record<AdminPost['visibility'], string> = {
  free: '免费',
  paid: '付费',
  plan: '方案专享',
  plan_or_paid: '方案专享或付费',
};

const STATUS: Record<AdminPost['status'], string> = {
  draft: '草稿',
  published: '已发布',
  scheduled: '定时发布',
  hidden: '作者已隐藏',
  taken_down: '已下架',
  in_review: '待审核',
};

/** 付费 ¥9.90, 免费, 方案专享 … */
export function visibilityText(post: Pick<AdminPost, 'visibility' | 'price'>): string {
  const label = VISIBILITY[post.visibility];

  return post.price !== '0.00' ? `${label} ¥${post.price}` : label;
}

/** What the public sees of the post now: a takedown or deletion comes before the author's status. */
export function postState(post: Pick<AdminPost, 'status' | 'deleted' | 'takedown'>): {
  text: string;
  tone: Tone;
} {
  if (post.deleted) return { text: '作者已删除', tone: 'neutral' };
  if (post.takedown) return { text: '已下架', tone: 'danger' };
  if (post.status === 'published') return { text: STATUS.published, tone: 'done' };
  if (post.status === 'in_review') return { text: STATUS.in_review, tone: 'waiting' };

  return { text: STATUS[post.status], tone: 'neutral' };
}
