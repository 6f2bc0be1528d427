import { COMMENT_WORD_LIMIT, type CommentBan, type HiddenComment } from '@frog/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { CommentBanSection } from './comment-ban-section';
import { CommentHiddenSection } from './comment-hidden-section';
import { CommentWordSection, commentWordProblem } from './comment-word-section';

const calls: { path: string; params: Record<string, string> | undefined }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('@/lib/api-client', () => ({
  api: (endpoint: { path: string }, params?: Record<string, string>) => {
    calls.push({ path: endpoint.path, params });
    const answer = answers[endpoint.path];
    const value = typeof answer === 'function' ? answer(params) : answer;

    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  },
  errorMessage: (e: Error) => e.message,
}));

const render = (node: React.ReactNode) =>
  renderInApp(node, new QueryClient({ defaultOptions: { queries: { retry: false } } }));

afterEach(() => {
  calls.length = 0;
  answers = {};
});

describe('commentWordProblem', () => {
  it('names what is wrong before anything is sent', () => {
    expect(commentWordProblem('', [])).toBe('请输入屏蔽词');
    expect(commentWordProblem('长'.repeat(21), [])).toBe('屏蔽词不能超过20个字');
    expect(commentWordProblem('剧透', ['剧透'])).toBe('已经添加过屏蔽词“剧透”');
    const full = Array.from({ length: COMMENT_WORD_LIMIT }, (_, i) => `词${i}`);
    expect(commentWordProblem('剧透', full)).toBe(`最多可以设置${COMMENT_WORD_LIMIT}个屏蔽词`);
    expect(commentWordProblem('剧透', ['微信'])).toBeNull();
  });
});

describe('CommentWordSection', () => {
  it('adds a trimmed word, shows the count, and removes a word', async () => {
    answers['/api/comment/my-words'] = { words: ['微信'], limit: COMMENT_WORD_LIMIT };
    answers['/api/comment/my-word-add'] = (p: { word: string }) => ({
      words: ['微信', p.word],
      limit: COMMENT_WORD_LIMIT,
    });
    answers['/api/comment/my-word-remove'] = { words: ['剧透'], limit: COMMENT_WORD_LIMIT };
    render(<CommentWordSection />);

    expect(await screen.findByText('微信')).toBeTruthy();
    expect(screen.getByText(`已设置 1/${COMMENT_WORD_LIMIT} 个`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('屏蔽词'), { target: { value: '  剧透 ' } });
    fireEvent.click(screen.getByRole('button', { name: /^添\s?加$/ }));

    expect(await screen.findByText('剧透')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/comment/my-word-add')?.params).toEqual({ word: '剧透' });
    expect(screen.getByText(`已设置 2/${COMMENT_WORD_LIMIT} 个`)).toBeTruthy();
    expect((screen.getByLabelText('屏蔽词') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByLabelText('删除屏蔽词微信'));
    await waitFor(() => expect(screen.queryByText('微信')).toBeNull());
    expect(calls.find((c) => c.path === '/api/comment/my-word-remove')?.params).toEqual({ word: '微信' });
  });

  it('says what is wrong without sending: empty, too long, already listed', async () => {
    answers['/api/comment/my-words'] = { words: ['剧透'], limit: COMMENT_WORD_LIMIT };
    render(<CommentWordSection />);
    const box = await screen.findByLabelText('屏蔽词');
    const add = screen.getByRole('button', { name: /^添\s?加$/ });

    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('请输入屏蔽词');
    fireEvent.change(box, { target: { value: '长'.repeat(21) } });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('屏蔽词不能超过20个字');
    fireEvent.change(box, { target: { value: '剧透' } });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('已经添加过屏蔽词“剧透”');
    expect(calls.some((c) => c.path === '/api/comment/my-word-add')).toBe(false);
  });

  it('shows the server’s refusal beside the box and keeps the text', async () => {
    answers['/api/comment/my-words'] = { words: ['微信'], limit: COMMENT_WORD_LIMIT };
    answers['/api/comment/my-word-add'] = new Error('已经添加过屏蔽词“微信”');
    render(<CommentWordSection />);
    const box = await screen.findByLabelText('屏蔽词');

    fireEvent.change(box, { target: { value: '微 信' } });
    fireEvent.click(screen.getByRole('button', { name: /^添\s?加$/ }));

    expect((await screen.findByRole('alert')).textContent).toBe('已经添加过屏蔽词“微信”');
    expect((box as HTMLInputElement).value).toBe('微 信');
  });
});

describe('CommentBanSection', () => {
  const banned = (id: number, nickname: string): CommentBan => ({
    id,
    nickname,
    avatarUrl: null,
    slug: `user-${id}`,
    bannedAt: '2026-11-21T07:00:00.000Z',
  });

  it('lists the banned users and lifts a ban', async () => {
    let list = [banned(7, '刷屏的人'), banned(8, '骂人的人')];
    answers['/api/comment/ban-list'] = () => ({ list, nextCursor: null });
    answers['/api/comment/unban'] = (p: { userId: string }) => {
      list = list.filter((user) => String(user.id) !== p.userId);
      return null;
    };
    render(<CommentBanSection />);

    expect(await screen.findByText('刷屏的人')).toBeTruthy();
    expect(screen.getByText(/之前发的评论会保留/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /^解\s?除$/ })[0] as HTMLElement);

    expect(await screen.findByText('已解除对刷屏的人的评论限制')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('刷屏的人')).toBeNull());
    expect(calls.find((c) => c.path === '/api/comment/unban')?.params).toEqual({ userId: '7' });
    expect(screen.getByText('骂人的人')).toBeTruthy();
  });

  it('says when nobody is banned', async () => {
    answers['/api/comment/ban-list'] = { list: [], nextCursor: null };
    render(<CommentBanSection />);

    expect(await screen.findByText('没有禁止任何人评论')).toBeTruthy();
  });
});

describe('CommentHiddenSection', () => {
  const kept = (id: string, extra: Partial<HiddenComment>): HiddenComment => ({
    id,
    postId: '3',
    postTitle: '我的新画',
    rootId: null,
    author: { id: '7', nickname: '刷屏的人', avatarUrl: null, slug: 'user-7' },
    content: `评论${id}`,
    createdAt: '2026-11-21T07:00:00.000Z',
    reason: 'hidden',
    ...extra,
  });

  it('lists hidden and word-kept comments with the post and why, and shows one again', async () => {
    let list = [
      kept('21', { content: '被我隐藏的评论' }),
      kept('20', { content: '含词的回复', reason: 'words', rootId: '5', postTitle: '旧作品' }),
    ];
    answers['/api/comment/hidden-list'] = () => ({ list, nextCursor: null });
    answers['/api/comment/unhide'] = (p: { commentId: string }) => {
      list = list.filter((c) => c.id !== p.commentId);
      return null;
    };
    render(<CommentHiddenSection />);

    expect(await screen.findByText('被我隐藏的评论')).toBeTruthy();
    expect(screen.getByText('含词的回复')).toBeTruthy();
    expect(screen.getByText('被你隐藏')).toBeTruthy();
    expect(screen.getByText('含屏蔽词')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的新画' }).getAttribute('href')).toBe('/post/3');
    expect(screen.getByRole('link', { name: '旧作品' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '恢复显示' })[0] as HTMLElement);

    expect(await screen.findByText('已恢复显示')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('被我隐藏的评论')).toBeNull());
    expect(calls.find((c) => c.path === '/api/comment/unhide')?.params).toEqual({ commentId: '21' });
    expect(screen.getByText('含词的回复')).toBeTruthy();
  });

  it('says when nothing is hidden', async () => {
    answers['/api/comment/hidden-list'] = { list: [], nextCursor: null };
    render(<CommentHiddenSection />);

    expect(await screen.findByText('没有被隐藏的评论')).toBeTruthy();
  });

  it('shows the server’s refusal when showing again fails', async () => {
    answers['/api/comment/hidden-list'] = { list: [kept('21', {})], nextCursor: null };
    answers['/api/comment/unhide'] = new Error('评论不存在或已删除');
    render(<CommentHiddenSection />);

    fireEvent.click(await screen.findByRole('button', { name: '恢复显示' }));

    expect(await screen.findByText('评论不存在或已删除')).toBeTruthy();
  });
});
