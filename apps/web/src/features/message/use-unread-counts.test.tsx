import type { CurrentUser, UnreadCounts } from '@frog/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserInfo, currentUserQueryKey, writeUserInfo } from '@/lib/auth';
import { UNREAD_EVENT, type UnreadCategory, unreadCountsQueryKey } from '@/lib/unread';
import { useUnreadLive } from './use-unread-counts';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(counts: UnreadCounts) {
    this.readyState = 1;
    for (const listener of this.listeners.get('unread') ?? [])
      listener(new MessageEvent('unread', { data: JSON.stringify(counts) }));
  }
}

const me: CurrentUser = {
  id: '7',
  nickname: '小绿',
  avatarUrl: null,
  bio: '',
  slug: 'frog-7',
  phoneMasked: '138****0002',
  hasPassword: true,
  isCreator: true,
  isOperator: false,
};
const counts = (notifications: number): UnreadCounts => ({
  notifications,
  comments: 1,
  messages: 0,
  total: notifications + 1,
});

describe('useUnreadLive: the badges’ query kept live for the signed-in user', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(currentUserQueryKey, me);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    client.clear();
  });

  it('opens nothing for a visitor', () => {
    renderHook(() => useUnreadLive(), { wrapper });
    expect(FakeEventSource.all).toEqual([]);
  });

  it('puts each event into the query, tells open lists what rose (not what was read), and closes on sign-out', () => {
    writeUserInfo(me);
    const arrivals: UnreadCategory[][] = [];
    const listener = (event: Event) => arrivals.push((event as CustomEvent<UnreadCategory[]>).detail);
    window.addEventListener(UNREAD_EVENT, listener);
    renderHook(() => useUnreadLive(), { wrapper });
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe('/api/message/stream');

    act(() => source.emit(counts(0)));
    expect(client.getQueryData(unreadCountsQueryKey)).toEqual(counts(0));
    // The counts on connect are no news.
    expect(arrivals).toEqual([]);

    act(() => source.emit(counts(2)));
    expect(client.getQueryData(unreadCountsQueryKey)).toEqual(counts(2));
    expect(arrivals).toEqual([['notifications']]);

    // The viewer read them: the stream's echo lowers the badge but is no news (lists keep 新 marks).
    act(() => source.emit(counts(0)));
    expect(client.getQueryData(unreadCountsQueryKey)).toEqual(counts(0));
    expect(arrivals).toEqual([['notifications']]);

    act(() => clearUserInfo());
    expect(source.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(1);
    window.removeEventListener(UNREAD_EVENT, listener);
  });
});
