import type { Comment, CommentList, TopComment } from '@frog/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { renderRoutes } from '@/testing/render-route';
import { CommentSection } from './comment-section';

const calls: { path: string; params: Record<string, string> }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('@/lib/api-client', () => ({
  api: (endpoint: { path: string }, params: Record<string, string>) => {
    calls.push({ path: endpoint.path, params });
    const answer = answers[endpoint.path];

    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  },
}));

const user = (id: string, nickname: string) => ({ id, nickname, avatarUrl: null, slug: `user-${id}` });
const at = '2026-11-21T07:00:00.000Z';

const reply = (id: string, content: string, extra: Partial<Comment> = {}): Comment => ({
  id,
  postId: '1',
  rootId: '10',
  author: user('2', '蛙蛙画画'),
  replyToUser: null,
  content,
  isDeleted: false,
  isHeld: false,
  createdAt: at,
  ipRegion: '广东',
  abilities: { reply: true, delete: false, report: true, ban: false, hide: false },
  ...extra,
});

const top = (id: string, extra: Partial<TopComment> = {}): TopComment => ({
  ...reply(id, `评论${id}`, { rootId: null }),
  replyCount: 0,
  replies: [],
  ...extra,
});

const list = (items: TopComment[], extra: Partial<CommentList> = {}): CommentList => ({
  list: items,
  page: 1,
  pageSize: 20,
  total: items.length,
  hasMore: false,
  commentCount: items.length,
  canComment: true,
  commentRefusal: '',
  commentPolicy: 'open',
  ...extra,
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    client,
    [
      { path: '/post/:id', element: <CommentSection postId={1} /> },
      { path: '/login', element: <p>登录页</p> },
    ],
    ['/post/1'],
  );
}

afterEach(() => {
  calls.length = 0;
  answers = {};
});

describe('CommentSection', () => {
  it('shows the 楼中楼: a deleted comment as a placeholder above its replies, and whom a reply answers', async () => {
    answers['/api/comment/comment-list'] = list([
      top('10', {
        isDeleted: true,
        author: null,
        content: '',
        replyCount: 5,
        replies: [
          reply('11', '第一条回复'),
          reply('12', '接着聊', { author: user('3', '小绿'), replyToUser: user('2', '蛙蛙画画') }),
        ],
      }),
    ]);
    renderSection();

    expect(await screen.findByText('该评论已删除')).toBeTruthy();
    expect(screen.getByText('第一条回复')).toBeTruthy();
    expect(screen.getByText('@蛙蛙画画')).toBeTruthy();
    expect(screen.getByRole('button', { name: '共 5 条回复，点击查看' })).toBeTruthy();
  });

  it('shows each comment’s and reply’s like count, read for the whole page in one call', async () => {
    answers['/api/comment/comment-list'] = list([
      top('10', { replyCount: 1, replies: [reply('11', '同感')] }),
    ]);
    answers['/api/comment/like-states'] = {
      list: [
        { commentId: '10', liked: false, count: 3 },
        { commentId: '11', liked: false, count: 1 },
      ],
    };
    renderSection();

    expect(await screen.findByRole('link', { name: '点赞评论：3，请先登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '点赞评论：1，请先登录' })).toBeTruthy();
    const lookups = calls.filter((call) => call.path === '/api/comment/like-states');
    expect(lookups.map((call) => call.params)).toEqual([{ commentIds: ['10', '11'] }]);
  });

  it('shows where each comment and reply was written from (IP属地) beside its time', async () => {
    answers['/api/comment/comment-list'] = list([
      top('10', { ipRegion: '北京', replyCount: 1, replies: [reply('11', '同感', { ipRegion: '美国' })] }),
    ]);
    renderSection();

    const [comment, replied] = await screen.findAllByTestId('comment');
    expect(comment?.querySelector('.comment__meta')?.textContent).toContain('IP属地：北京');
    expect(replied?.querySelector('.comment__meta')?.textContent).toContain('IP属地：美国');
    expect(screen.getAllByText(/^IP属地：/)).toHaveLength(2);
  });

  it("marks the author's own comment that waits for review, and offers no reply to it", async () => {
    answers['/api/comment/comment-list'] = list([
      top('10', {
        content: '想要资源的加微信',
        isHeld: true,
        abilities: { reply: false, delete: true, report: false, ban: false, hide: false },
      }),
    ]);
    renderSection();

    expect(await screen.findByText('想要资源的加微信')).toBeTruthy();
    expect(screen.getByText('审核中，仅自己可见')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '回复' })).toBeNull();
  });

  it('says when the creator closed comments, instead of offering the box or sign-in', async () => {
    answers['/api/comment/comment-list'] = list([top('10')], {
      canComment: false,
      commentRefusal: '作者已关闭评论',
      commentPolicy: 'closed',
    });
    renderSection();

    expect(await screen.findByText('作者已关闭评论')).toBeTruthy();
    expect(screen.queryByPlaceholderText('友善发言，理性交流')).toBeNull();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.getByText('评论10')).toBeTruthy();
  });

  it('tells a user the creator banned why they cannot comment, before they type', async () => {
    answers['/api/comment/comment-list'] = list([top('10')], {
      canComment: false,
      commentRefusal: '作者已禁止你在其作品下评论',
    });
    renderSection();

    expect(await screen.findByText('作者已禁止你在其作品下评论')).toBeTruthy();
    expect(screen.queryByPlaceholderText('友善发言，理性交流')).toBeNull();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it('offers the post’s creator 禁止TA评论, asks first, then bans the comment’s writer', async () => {
    answers['/api/comment/comment-list'] = list([
      top('10', { abilities: { reply: true, delete: true, report: false, ban: true, hide: true } }),
      top('11'),
    ]);
    answers['/api/comment/ban'] = null;
    renderSection();

    const [button, ...others] = await screen.findAllByRole('button', { name: '禁止TA评论' });
    expect(others).toHaveLength(0);
    fireEvent.click(button as HTMLElement);
    // antd's confirm repeats its title for screen readers.
    expect(await screen.findAllByText('禁止「蛙蛙画画」在你的作品下评论？')).not.toHaveLength(0);
    expect(screen.getAllByText(/TA已发的评论会保留/)).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '禁止评论' }));

    expect(await screen.findByText('已禁止TA在你的作品下评论')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/comment/ban')?.params).toEqual({ commentId: '10' });
  });

  it('offers the post’s creator 隐藏 on others’ comments, says the writer still sees it, then hides', async () => {
    answers['/api/comment/comment-list'] = list([
      top('10', { abilities: { reply: true, delete: true, report: false, ban: true, hide: true } }),
      top('11'),
    ]);
    answers['/api/comment/hide'] = null;
    renderSection();

    const [button, ...others] = await screen.findAllByRole('button', { name: /^隐\s?藏$/ });
    expect(others).toHaveLength(0);
    fireEvent.click(button as HTMLElement);
    expect(await screen.findAllByText('隐藏这条评论？')).not.toHaveLength(0);
    expect(screen.getAllByText(/只有写评论的人自己还能看到它，其他人都看不到/)).not.toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: /^隐\s?藏$/ }).at(-1);
    expect(confirm).not.toBe(button);
    fireEvent.click(confirm as HTMLElement);

    expect(await screen.findByText('已隐藏，只有写评论的人自己能看到')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/comment/hide')?.params).toEqual({ commentId: '10' });
  });

  it('renders comment text as text, never as HTML', async () => {
    answers['/api/comment/comment-list'] = list([top('10', { content: '<img src=x onerror=alert(1)>你好' })]);
    renderSection();

    expect(await screen.findByText('<img src=x onerror=alert(1)>你好')).toBeTruthy();
    expect(document.querySelector('.comment img')).toBeNull();
  });

  it('asks anonymous visitors to sign in and come back instead of showing the box', async () => {
    answers['/api/comment/comment-list'] = list([], { canComment: false });
    const router = renderSection();

    fireEvent.click(await screen.findByRole('link', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fpost%2F1');
  });

  it('sends the trimmed comment, empties the box and switches order on request', async () => {
    answers['/api/comment/comment-list'] = list([]);
    answers['/api/comment/post-comment'] = top('20');
    renderSection();

    const box = await screen.findByPlaceholderText('友善发言，理性交流');
    fireEvent.change(box, { target: { value: '  画得真好  ' } });
    fireEvent.click(screen.getByRole('button', { name: /^发\s?布$/ }));

    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(calls.find((c) => c.path === '/api/comment/post-comment')?.params).toEqual({
      postId: '1',
      content: '画得真好',
    });

    fireEvent.click(screen.getByText('最热'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/comment/comment-list' && c.params.order === 'hottest')).toBe(
        true,
      ),
    );
  });

  it('keeps the text when the server refuses, and says why', async () => {
    answers['/api/comment/comment-list'] = list([]);
    answers['/api/comment/post-comment'] = new Error('评论太频繁，请稍后再试');
    renderSection();

    const box = await screen.findByPlaceholderText('友善发言，理性交流');
    fireEvent.change(box, { target: { value: '再来一条' } });
    fireEvent.click(screen.getByRole('button', { name: /^发\s?布$/ }));

    expect(await screen.findByText('评论太频繁，请稍后再试')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('再来一条');
  });

  it('links a refusal because of a rule to 平台公约, keeping the text', async () => {
    answers['/api/comment/comment-list'] = list([]);
    answers['/api/comment/post-comment'] = new RequestError(
      '评论含有赌博诈骗内容，不能发布，请修改（见平台公约）',
      400,
      null,
      'text_blocked',
    );
    renderSection();

    const box = await screen.findByPlaceholderText('友善发言，理性交流');
    fireEvent.change(box, { target: { value: '来玩网络赌博' } });
    fireEvent.click(screen.getByRole('button', { name: /^发\s?布$/ }));

    expect(await screen.findByText(/评论含有赌博诈骗内容/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看平台公约' }).getAttribute('href')).toBe('/rules');
    expect((box as HTMLTextAreaElement).value).toBe('来玩网络赌博');
  });
});
