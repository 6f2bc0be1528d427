import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-route';
import { FollowButton } from './follow-button';

const followUser = vi.fn();
const unfollowUser = vi.fn();
vi.mock('../api/follow-user', () => ({ followUser: (id: number) => followUser(id) }));
// The current-user refresh never answers: the stored userInfo is what these tests control.
vi.mock('@/lib/api-client', () => ({ api: () => new Promise(() => {}) }));
vi.mock('../api/unfollow-user', () => ({ unfollowUser: (id: number) => unfollowUser(id) }));

function renderButton(isFollowing: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderRoutes(
    client,
    [
      { path: '/user/:suffix', element: <FollowButton userId={7} isFollowing={isFollowing} /> },
      { path: '/login', element: <p>登录页</p> },
    ],
    ['/user/frog-draws?tab=plans'],
  );
}

const signIn = () => localStorage.setItem('userInfo', JSON.stringify({ id: '1', nickname: '小蛙' }));

afterEach(() => {
  followUser.mockReset();
  unfollowUser.mockReset();
});

describe('FollowButton', () => {
  it('sends an anonymous visitor to sign in and back to this page', async () => {
    const router = renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: /关注/ }));

    await screen.findByText('登录页');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/user/frog-draws?tab=plans')}`,
    );
    expect(followUser).not.toHaveBeenCalled();
  });

  it('shows 已关注 at once and keeps it when the server agrees', async () => {
    signIn();
    let resolve: (v: unknown) => void = () => {};
    followUser.mockReturnValue(new Promise((r) => (resolve = r)));
    renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: /关注/ }));

    expect(await screen.findByRole('button', { name: /已关注|取消关注/ })).toBeTruthy();
    expect(followUser).toHaveBeenCalledWith(7);
    resolve({ isFollowing: true, followerCount: 3 });
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeTruthy());
  });

  it('flips back and says why when the server refuses', async () => {
    signIn();
    unfollowUser.mockRejectedValue(new Error('操作太频繁，请稍后再试'));
    renderButton(true);
    fireEvent.click(screen.getByRole('button', { pressed: true }));

    expect(await screen.findByText('操作太频繁，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeTruthy());
  });

  it('is not shown on your own profile', () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', nickname: '我自己' }));
    renderButton(false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
