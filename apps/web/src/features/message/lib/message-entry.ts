import type { UnreadCounts } from '@frog/contracts';
import { paths } from '@/config/paths';

/** Where a message entry leads: the first tab with something unread, else 系统通知. */
export function messageHref(counts: UnreadCounts | undefined): string {
  if (counts && counts.notifications === 0) {
    if (counts.comments > 0) return paths.recComment.href();
    if (counts.messages > 0) return paths.mineMsg.href();
  }

  return paths.sysNotify.href();
}

/** What a screen reader hears for a badge: 消息，3 条未读. */
export function unreadLabel(name: string, count: number | undefined): string {
  return count ? `${name}，${count > 99 ? '99+' : count} 条未读` : name;
}
