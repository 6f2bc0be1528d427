import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchUnread, unreadCountsQueryKey } from '@/lib/unread';
import { renderInApp } from '@/testing/render-route';
import { MessageThread } from './message-thread';

const calls: string[] = [];
let answers: Record<string, unknown> = {};
vi.mock('@/lib/api-client', () => ({
  api: (endpoint: { path: string }) => {
    calls.push(endpoint.path);

    return Promise.resolve(answers[endpoint.path]);
  },
  upload: vi.fn(),
  errorMessage: (error: Error) => error.message,
}));

const peer = { id: 9, nickname: '山间收音机', avatarUrl: null, slug: 'radio' };
const open = (extra: Record<string, unknown> = {}) => ({
  peer,
  conversationId: 5,
  canSend: true,
  refusal: null,
  refusalMessage: null,
  blockedByMe: false,
  ...extra,
});
const message = (id: number, content: string, mine: boolean) => ({
  id,
  conversationId: 5,
  senderId: mine ? 1 : 9,
  mine,
  content,
  imageUrl: null,
  createdAt: '2026-11-21T07:00:00.000Z',
});
/** The conversation opens with these messages (newest first) and answers being marked read. */
const answerConversation = (list: ReturnType<typeof message>[]) => {
  answers = {
    '/api/message/conversation-open': open(),
    '/api/message/message-list': { list, nextCursor: null },
    '/api/message/conversation-read': { unread: 0 },
  };
};

function renderThread(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return renderInApp(<MessageThread userId={9} />, client);
}

afterEach(() => {
  calls.length = 0;
  answers = {};
});

describe('MessageThread', () => {
  it('shows messages oldest first, marks the conversation read, and reloads on frog:unread', async () => {
    answerConversation([message(2, '第二条', true), message(1, '第一条', false)]);
    renderThread();
    await screen.findByText('第二条');
    const texts = screen.getAllByText(/第.条/).map((el) => el.textContent);
    expect(texts).toEqual(['第一条', '第二条']);
    await waitFor(() => expect(calls).toContain('/api/message/conversation-read'));
    expect(screen.getByLabelText('私信内容')).toBeTruthy();

    answers['/api/message/message-list'] = {
      list: [message(3, '新消息', false), message(2, '第二条', true), message(1, '第一条', false)],
      nextCursor: null,
    };
    act(() => {
      dispatchUnread(['messages']);
    });
    await screen.findByText('新消息');
  });

  it('offers 举报 on the peer’s messages only', async () => {
    answerConversation([message(2, '我说的', true), message(1, '对方说的', false)]);
    renderThread();
    const theirs = (await screen.findByText('对方说的')).closest('li')!;
    const mine = screen.getByText('我说的').closest('li')!;
    expect(within(theirs).getByRole('button', { name: '举报' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: '举报' })).toBeNull();
  });

  it('reloads only for messages and marks read only when something is unread', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(unreadCountsQueryKey, { notifications: 0, comments: 0, messages: 0, total: 0 });
    answers = {
      '/api/message/conversation-open': open(),
      '/api/message/message-list': { list: [message(1, '第一条', true)], nextCursor: null },
    };
    renderThread(client);
    await screen.findByText('第一条');

    act(() => {
      dispatchUnread(['notifications', 'comments']);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((path) => path === '/api/message/message-list')).toHaveLength(1);
    expect(calls).not.toContain('/api/message/conversation-read');
  });

  it('says why the viewer cannot write instead of the composer', async () => {
    answers = {
      '/api/message/conversation-open': open({
        conversationId: null,
        canSend: false,
        refusal: 'followers_only',
        refusalMessage: '对方只接收关注者的私信，关注后即可发私信',
      }),
    };
    renderThread();
    await screen.findByText('对方只接收关注者的私信，关注后即可发私信');
    expect(screen.queryByLabelText('私信内容')).toBeNull();
    expect(screen.getByText('和山间收音机打个招呼吧')).toBeTruthy();
  });

  it('sends a nameless account to its settings to choose a nickname', async () => {
    answers = {
      '/api/message/conversation-open': open({
        canSend: false,
        refusal: 'nickname_required',
        refusalMessage: '请先设置昵称，再发表评论或私信',
      }),
      '/api/message/message-list': { list: [], nextCursor: null },
    };
    renderThread();
    await screen.findByText('请先设置昵称，再发表评论或私信');
    expect(screen.getByRole('link', { name: '去设置昵称' }).getAttribute('href')).toBe('/user-settings');
    expect(screen.queryByLabelText('私信内容')).toBeNull();
  });
});
