import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock as api } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/render-route';
import { PostLikeButton } from './post-like-button';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

/** Answers the like calls with `answer`; the current user's refresh never answers. */
function answerLikes(answer: (path: string) => Promise<unknown>) {
  api.mockImplementation((path: string) =>
    path.startsWith('/api/post/') ? answer(path) : new Promise(() => {}),
  );
}

function renderButton(likes = { liked: false, count: 4 }) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });

  return renderRoutes(
    client,
    [
      { path: '/post/:id', element: <PostLikeButton postId={9} likes={likes} /> },
      { path: '/login', element: <p>登录页</p> },
    ],
    ['/post/9'],
  );
}

const signIn = () => localStorage.setItem('userInfo', JSON.stringify({ id: '1', nickname: '小蛙' }));

afterEach(() => {
  api.mockReset();
  localStorage.clear();
});

describe('PostLikeButton (点赞)', () => {
  it('shows a visitor the count and sends them to sign in and back', async () => {
    const router = renderButton();
    fireEvent.click(screen.getByRole('link', { name: '点赞作品：4，请先登录' }));

    await screen.findByText('登录页');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/post/9')}`);
    expect(api).not.toHaveBeenCalled();
  });

  it('fills the heart and counts one more at once, then shows what the server keeps', async () => {
    signIn();
    let resolve: (value: unknown) => void = () => {};
    answerLikes(() => new Promise((r) => (resolve = r)));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '点赞作品：4' }));

    // Before the server answers.
    const pressed = screen.getByRole('button', { pressed: true });
    expect(pressed.textContent).toBe('5');
    expect(api).toHaveBeenCalledWith('/api/post/like', { postId: '9' });
    resolve({ liked: true, count: 7 });
    await waitFor(() => expect(screen.getByRole('button', { name: '取消点赞作品：7' })).toBeTruthy());
  });

  it('puts the heart and the count back and says why when the server refuses', async () => {
    signIn();
    answerLikes(() => Promise.reject(new RequestError('点赞太频繁，请稍后再试', 429)));
    renderButton({ liked: true, count: 1 });
    fireEvent.click(screen.getByRole('button', { name: '取消点赞作品：1' }));

    expect(await screen.findByText('点赞太频繁，请稍后再试')).toBeTruthy();
    const button = screen.getByRole('button', { name: '取消点赞作品：1' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('1');
    expect(api).toHaveBeenCalledWith('/api/post/unlike', { postId: '9' });
  });

  it('shows 赞 instead of a count of nobody', () => {
    renderButton({ liked: false, count: 0 });
    expect(screen.getByRole('link').textContent).toBe('赞');
  });
});
