import type { Notification } from '@frog/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadCountsQueryKey } from '@/lib/unread';
import { NotificationList } from './notification-list';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const notice = (over: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'order_paid:tip',
  title: '小绿 打赏了你',
  body: '打赏，金额 ¥6.66，留言：加油',
  link: '/revenue-management?period=all&keyword=O1',
  read: false,
  createdAt: new Date().toISOString(),
  ...over,
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(unreadCountsQueryKey, { notifications: 1, comments: 2, messages: 0, total: 3 });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/message/sysNotify']}>
          <Routes>
            <Route path="/message/sysNotify" element={<NotificationList />} />
            <Route path="/revenue-management" element={<h1>收益管理</h1>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

  return { client };
}

afterEach(() => api.mockReset());

describe('NotificationList', () => {
  it('shows unread dots, opens a notice (marking it read, badges lowered) and loads more by cursor', async () => {
    api.mockImplementation(async (path: string, params: Record<string, string>) => {
      if (path === '/api/message/sys-notify-list')
        return params.cursor
          ? {
              list: [notice({ id: 1, title: '更早的通知', read: true, link: null })],
              nextCursor: null,
              unread: 1,
            }
          : {
              list: [notice({ id: 3 }), notice({ id: 2, title: '已读的', read: true, link: null })],
              nextCursor: 'CUR',
              unread: 1,
            };
      if (path === '/api/message/sys-notify-read') return { unread: 0 };
      throw new Error(path);
    });
    const { client } = renderList();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('img', { name: '未读' })).toBeNull();
    expect(screen.getByText('1 条未读')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('更早的通知')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/api/message/sys-notify-list', { pageSize: '20', cursor: 'CUR' });

    fireEvent.click(screen.getByRole('link', { name: /小绿 打赏了你/ }));
    expect(await screen.findByRole('heading', { name: '收益管理' })).toBeTruthy();
    await expectSent('/api/message/sys-notify-read', { id: '3' });
    // The badges take the answered count at once (no reload: the stream may be a slow poll).
    await waitFor(() =>
      expect(client.getQueryData(unreadCountsQueryKey)).toEqual({
        notifications: 0,
        comments: 2,
        messages: 0,
        total: 2,
      }),
    );
  });

  it('clears read notices up to the newest on screen after confirming, and says the empty state', async () => {
    let cleared = false;
    api.mockImplementation(async (path: string) => {
      if (path === '/api/message/sys-notify-list')
        return cleared
          ? { list: [], nextCursor: null, unread: 0 }
          : { list: [notice({ id: 9, read: true })], nextCursor: null, unread: 0 };
      if (path === '/api/message/sys-notify-clear-read') {
        cleared = true;
        return { deleted: 1 };
      }
      throw new Error(path);
    });
    renderList();

    await screen.findByText('小绿 打赏了你');
    expect(screen.getByRole('button', { name: '全部已读' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '清除已读通知' }));
    expect(await screen.findByText('已读的通知将被删除且不能恢复，未读通知会保留。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认清除' }));

    await expectSent('/api/message/sys-notify-clear-read', { upToId: '9' });
    expect(await screen.findByText(/还没有系统通知/)).toBeTruthy();
  });
});
