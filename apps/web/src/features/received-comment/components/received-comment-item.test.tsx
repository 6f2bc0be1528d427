import type { ReceivedComment } from '@frog/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { ReceivedCommentItem } from './received-comment-item';

const calls: { path: string; params: Record<string, string> }[] = [];
vi.mock('@/lib/api-client', () => ({
  api: (endpoint: { path: string }, params: Record<string, string>) => {
    calls.push({ path: endpoint.path, params });
    // The reply as the server stored it: screened words masked.
    const stored = { id: '99', content: params.content?.replace('傻', '*'), isHeld: false };

    return Promise.resolve(endpoint.path === '/api/comment/post-reply' ? stored : {});
  },
  errorMessage: (error: Error) => error.message,
}));

const item = (extra: Partial<ReceivedComment> = {}): ReceivedComment => ({
  commentId: '42',
  kind: 'reply',
  postId: '7',
  postTitle: '雨夜插画',
  quote: '好喜欢这张 <b>图</b>',
  quoteDeleted: false,
  author: { id: '3', nickname: '青柠插画馆', avatarUrl: null, slug: 'lime' },
  content: '谢谢喜欢 <script>x</script>',
  read: false,
  createdAt: '2026-11-21T07:00:00.000Z',
  ...extra,
});

function renderItem(value: ReceivedComment) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  return renderInApp(
    <ul>
      <ReceivedCommentItem item={value} />
    </ul>,
    client,
  );
}

describe('ReceivedCommentItem', () => {
  it('shows who replied, what I wrote (as text), the post title and a 新 mark', () => {
    const { container } = renderItem(item());
    expect(screen.getByText('回复了我的评论')).toBeTruthy();
    expect(screen.getByText('我的评论：好喜欢这张 <b>图</b>')).toBeTruthy();
    expect(screen.getByText('谢谢喜欢 <script>x</script>')).toBeTruthy();
    expect(screen.getByText('《雨夜插画》').closest('a')?.getAttribute('href')).toBe('/post/7');
    expect(screen.getByText('新')).toBeTruthy();
    expect(container.querySelector('b, script')).toBeNull();
  });

  it('a comment on my post quotes only the post; a deleted quote says so', () => {
    renderItem(item({ kind: 'comment', quote: null }));
    expect(screen.getByText('评论了我的作品')).toBeTruthy();
    expect(screen.queryByText(/我的评论/)).toBeNull();
    renderItem(item({ commentId: '43', quote: null, quoteDeleted: true, read: true }));
    expect(screen.getByText('我的评论：该评论已删除')).toBeTruthy();
  });

  it('replies in place to the received comment', async () => {
    renderItem(item());
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    fireEvent.change(screen.getByLabelText('回复 @青柠插画馆'), { target: { value: '  期待下一张  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发布回复' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: '/api/comment/post-reply',
        params: { commentId: '42', content: '期待下一张' },
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('回复 @青柠插画馆')).toBeNull());
  });

  it('shows my reply under the comment at once, as the server stored it', async () => {
    renderItem(item({ commentId: '44' }));
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    fireEvent.change(screen.getByLabelText('回复 @青柠插画馆'), { target: { value: '别说傻话，画得很好' } });
    fireEvent.click(screen.getByRole('button', { name: '发布回复' }));

    const mine = await screen.findByRole('list', { name: '我的回复' });
    expect(mine.textContent).toBe('我的回复：别说*话，画得很好');
  });
});
