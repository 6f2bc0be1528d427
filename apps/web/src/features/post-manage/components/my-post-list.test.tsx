import type { PostCard } from '@frog/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-route';
import { postCard } from '@/testing/sample-data';
import { MyPostList } from './my-post-list';

const calls: { path: string; params: Record<string, unknown> }[] = [];
/** The creator's paid post 橘猫邮差 with 3 comments and an attachment; `over` alters it. */
const card = (over: Partial<PostCard>) =>
  postCard(1, {
    title: '橘猫邮差',
    visibility: 'paid',
    priceFen: 990,
    price: '9.90',
    counts: { comments: 3, attachments: 1 },
    ...over,
  });
vi.mock('@/lib/api-client', () => ({
  errorMessage: (e: Error) => e.message,
  api: async (endpoint: { path: string }, params: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, params });
    if (endpoint.path === '/api/post/update-post-status') return { id: params.id, status: params.status };
    const status = params.status as string;

    return {
      items:
        status === 'draft'
          ? [card({ id: 2, title: '', status: 'draft', publishedAt: null })]
          : status === 'taken_down'
            ? [card({ id: 3, title: '被下架的作品', status: 'taken_down' })]
            : [card({})],
      nextCursor: null,
      counts: { published: 1, draft: 1, scheduled: 0, hidden: 0, taken_down: 1 },
    };
  },
}));

function renderList(status: 'published' | 'draft' | 'taken_down') {
  const client = new QueryClient();
  renderRoutes(client, [{ path: '/', element: <MyPostList status={status} onStatusChange={() => {}} /> }]);
}

describe('MyPostList', () => {
  it('shows counts per status and the post’s price, comments and attachments', async () => {
    renderList('published');

    expect(await screen.findByText('橘猫邮差')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已发布 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '草稿 1' })).toBeTruthy();
    expect(screen.getByText('¥9.90')).toBeTruthy();
    expect(screen.getByText('评论 3')).toBeTruthy();
  });

  it('hides a published post through update-post-status', async () => {
    renderList('published');
    fireEvent.click(await screen.findByRole('button', { name: /^隐\s?藏$/ }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        path: '/api/post/update-post-status',
        params: { id: '1', status: 'hidden' },
      }),
    );
  });

  it('offers 发布 for a draft and names an untitled one', async () => {
    renderList('draft');

    expect(await screen.findByText('未命名作品')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^发\s?布$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^隐\s?藏$/ })).toBeNull();
  });

  it('lists a taken-down post under 已下架, marked so, with no way to publish or show it', async () => {
    renderList('taken_down');

    expect(await screen.findByText('被下架的作品')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已下架 1' })).toBeTruthy();
    expect(screen.getAllByText('已下架').length).toBeGreaterThan(0);
    for (const name of [/^发\s?布$/, /重新发布/, /^隐\s?藏$/, /^查\s?看$/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
