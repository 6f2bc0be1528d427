import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-route';
import { PrivateMessageButton } from './private-message-button';

const openConversation = vi.fn();
// The current-user refresh never answers: the stored userInfo is what these tests control.
vi.mock('@/lib/api-client', () => ({
  api: () => new Promise(() => {}),
  errorMessage: (e: Error) => e.message,
}));
vi.mock('../api/open-conversation', () => ({
  openConversationQueryOptions: (userId: number) => ({
    queryKey: ['message', 'conversation-open', userId],
    queryFn: () => openConversation(userId),
  }),
}));

function renderButton(userId = 7) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderRoutes(
    client,
    [
      { path: '/user/:suffix', element: <PrivateMessageButton userId={userId} /> },
      { path: '/login', element: <p>登录页</p> },
      { path: '/message/mineMsg', element: <p>我的私信</p> },
    ],
    ['/user/radio'],
  );
}

const signIn = (id = '1') => localStorage.setItem('userInfo', JSON.stringify({ id, nickname: '小蛙' }));

afterEach(() => {
  localStorage.clear();
  openConversation.mockReset();
});

describe('PrivateMessageButton', () => {
  it('sends a visitor to sign in and back to the profile', async () => {
    const router = renderButton();
    fireEvent.click(screen.getByRole('button', { name: /私信/ }));
    await screen.findByText('登录页');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/radio')}`);
    expect(openConversation).not.toHaveBeenCalled();
  });

  it('opens the conversation with this user', async () => {
    signIn();
    openConversation.mockResolvedValue({ canSend: true, conversationId: null, refusalMessage: null });
    const router = renderButton();
    fireEvent.click(screen.getByRole('button', { name: /私信/ }));
    await screen.findByText('我的私信');
    expect(router.state.location.search).toBe('?with=7');
  });

  it('says why when the user does not take messages from the viewer', async () => {
    signIn();
    openConversation.mockResolvedValue({
      canSend: false,
      conversationId: null,
      refusalMessage: '对方只接收支持者的私信，支持后即可发私信',
    });
    const router = renderButton();
    fireEvent.click(screen.getByRole('button', { name: /私信/ }));
    await screen.findByText('对方只接收支持者的私信，支持后即可发私信');
    expect(router.state.location.pathname).toBe('/user/radio');
  });

  it('is hidden on the viewer’s own profile', () => {
    signIn('7');
    renderButton(7);
    expect(screen.queryByRole('button', { name: /私信/ })).toBeNull();
  });
});
