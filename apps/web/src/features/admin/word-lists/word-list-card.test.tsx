import type { AdminWordList } from '@frog/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { WordListCard } from './word-list-card';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const list: AdminWordList = {
  id: 3,
  name: '赌博诈骗（起步词表）',
  category: 'gambling_fraud',
  action: 'block',
  enabled: true,
  wordCount: 8,
  updatedAt: '2026-11-28T04:00:00.000Z',
};

afterEach(() => api.mockReset());

describe('WordListCard', () => {
  it('shows what the list does, and adds words only with a reason', async () => {
    api.mockResolvedValue({ ...list, wordCount: 10 });
    renderInApp(<WordListCard list={list} />);
    expect(screen.getByText('赌博诈骗')).toBeTruthy();
    expect(screen.getByText('启用中')).toBeTruthy();
    expect(screen.getByText('拦截（不能发布）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '添加词语' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('词语'), { target: { value: '刷单返利\n代开发票' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '添 加' }));
    expect(await within(dialog).findByText('请填写操作原因')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('操作原因'), { target: { value: ' 用户举报 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '添 加' }));
    await expectSent('/api/admin/word-list-add-words', {
      listId: '3',
      words: '刷单返利\n代开发票',
      reason: '用户举报',
    });
  });

  it('stops the list only after saying what stopping does, with a reason', async () => {
    api.mockResolvedValue({ ...list, enabled: false });
    renderInApp(<WordListCard list={list} />);
    fireEvent.click(screen.getByRole('button', { name: '停 用' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/不再拦截、送审或替换任何文字/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('操作原因'), { target: { value: '误伤太多' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '停 用' }));
    await expectSent('/api/admin/word-list-update', {
      listId: '3',
      action: undefined,
      enabled: 'false',
      reason: '误伤太多',
    });
  });
});
