import type { UnreadCounts } from '@frog/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** The badges' counts in the query cache (kept live by the site layout's unread channel). */
export const unreadCountsQueryKey = ['message', 'unread-count'] as const;

/** What can be unread: 系统通知, 收到的评论, 私信. */
export type UnreadCategory = 'notifications' | 'comments' | 'messages';
const categories: readonly UnreadCategory[] = ['notifications', 'comments', 'messages'];

/**
 * The categories whose count went up: something arrived. A count going down is the viewer's own
 * reading (here or in another tab) and is no news; with nothing to compare with, nothing rose.
 */
export const risenCategories = (before: UnreadCounts | undefined, after: UnreadCounts): UnreadCategory[] =>
  before ? categories.filter((category) => after[category] > before[category]) : [];

/** The viewer's unread count of one category as the badges know it (undefined before the first answer). */
export const cachedUnreadCount = (client: QueryClient, category: UnreadCategory) =>
  client.getQueryData<UnreadCounts>(unreadCountsQueryKey)?.[category];

/**
 * Writes one category's count answered by a mark-read call into the badges, so they drop at once
 * even while the channel polls slowly (the stream's echo of the same counts then changes nothing).
 */
export function setUnreadCount(client: QueryClient, category: UnreadCategory, count: number) {
  client.setQueryData<UnreadCounts>(unreadCountsQueryKey, (counts) => {
    if (!counts) return counts;
    const next = { ...counts, [category]: count };

    return { ...next, total: next.notifications + next.comments + next.messages };
  });
}

/**
 * Fired on `window` when something unread arrived while a page is open, so the open list of that
 * category (系统通知, 收到的评论, 私信) can load again. `detail` lists the categories that rose.
 */
export const UNREAD_EVENT = 'frog:unread';

export function dispatchUnread(risen: readonly UnreadCategory[]) {
  window.dispatchEvent(new CustomEvent<readonly UnreadCategory[]>(UNREAD_EVENT, { detail: risen }));
}

/**
 * Calls `reload` when something of `category` arrives (`frog:unread`) and when the window gets
 * focus again, so an open list or thread shows what is new without a page reload.
 */
export function useReloadOnUnread(category: UnreadCategory, reload: () => unknown) {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const onUnread = (event: Event) => {
      if ((event as CustomEvent<readonly UnreadCategory[]>).detail.includes(category)) void latest.current();
    };
    const onFocus = () => void latest.current();
    window.addEventListener(UNREAD_EVENT, onUnread);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener(UNREAD_EVENT, onUnread);
      window.removeEventListener('focus', onFocus);
    };
  }, [category]);
}
