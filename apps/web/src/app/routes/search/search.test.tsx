import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { apiMock, expectSent } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/render-route';
import { Component } from './search';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const nothing = { list: [], total: 0, more: false, page: 1, pageSize: 20 };
const renderSearch = (address: string) =>
  renderRoutes(queryClient, [{ path: '/search', Component }], [address]);

afterEach(() => {
  apiMock.mockReset();
  queryClient.clear();
});

describe('搜索 by 创作类别', () => {
  it('sends the category in the address to both searches and names it in the filter', async () => {
    apiMock.mockResolvedValue(nothing);
    renderSearch('/search?keyword=蛙&category=music');

    await expectSent('/api/search/user', { keyword: '蛙', category: 'music', page: '1', pageSize: '20' });
    await expectSent('/api/search/post', { keyword: '蛙', category: 'music', page: '1', pageSize: '20' });
    expect(screen.getByRole('combobox', { name: '按创作类别筛选' })).toBeTruthy();
    expect(screen.getByText('音乐')).toBeTruthy();
    expect(await screen.findByText('没有找到与“蛙”相关的用户，换个类别或关键词试试')).toBeTruthy();
  });

  it('searches every category when the address names none, or one that does not exist', async () => {
    apiMock.mockResolvedValue(nothing);
    renderSearch('/search?keyword=蛙&category=cooking');

    await expectSent('/api/search/user', { keyword: '蛙', page: '1', pageSize: '20' });
    expect(screen.getByText('全部类别')).toBeTruthy();
  });
});
