import type { ExploreCreator, ExplorePage } from '@frog/contracts';
import { creatorCategories, creatorCategoryText } from '@frog/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { apiMock } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/render-route';
import { Component } from './explore';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const creator = (id: number, nickname: string, changes: Partial<ExploreCreator> = {}): ExploreCreator => ({
  id,
  nickname,
  avatarUrl: null,
  bio: `${nickname}的简介`,
  slug: `c${id}`,
  isCreator: true,
  followerCount: 12,
  isFollowing: false,
  abilities: { follow: true },
  category: 'music',
  ...changes,
});

const page = (changes: Partial<ExplorePage> = {}): ExplorePage => ({
  categories: creatorCategories.map((key) => ({ key, label: creatorCategoryText[key] })),
  newCreators: [creator(1, '新来的音乐人')],
  weeklyTop: [{ ...creator(2, '本周人气王', { category: 'illustration' }), weekSupporterCount: 37 }],
  weeklyRefreshedAt: '2026-12-02T06:00:00.000Z',
  ...changes,
});

const renderExplore = () => renderRoutes(queryClient, [{ path: '/explore', Component }], ['/explore']);

afterEach(() => {
  apiMock.mockReset();
  queryClient.clear();
});

describe('发现', () => {
  it('links every category, and shows the week’s most supported with their supporters and the new creators', async () => {
    apiMock.mockResolvedValue(page());
    renderExplore();

    const categories = await screen.findByRole('navigation', { name: '创作类别' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '插画',
      '漫画',
      '音乐',
      '游戏',
      '写作',
      '视频',
      '手工',
      '其他',
    ]);
    expect(links[2]?.getAttribute('href')).toBe('/explore/music');

    const week = screen.getByRole('list', { name: '本周最受支持' });
    expect(within(week).getByText('本周人气王')).toBeTruthy();
    expect(within(week).getByText('本周 37 位支持者')).toBeTruthy();
    expect(within(week).getByText('插画')).toBeTruthy();
    expect(within(week).getByRole('link').getAttribute('href')).toBe('/user/c2');

    const newest = screen.getByRole('list', { name: '新入驻创作者' });
    expect(within(newest).getByText('新来的音乐人')).toBeTruthy();
    expect(within(newest).getByText('12 粉丝')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith('/api/explore', undefined);
  });

  it('says so in Chinese when a section is empty', async () => {
    apiMock.mockResolvedValue(page({ newCreators: [], weeklyTop: [] }));
    renderExplore();

    expect(await screen.findByText('这周还没有人收到支持，去给喜欢的创作者充个电吧')).toBeTruthy();
    expect(screen.getByText('还没有新入驻的创作者')).toBeTruthy();
  });

  it('offers a retry when the page fails to load', async () => {
    apiMock.mockRejectedValue(new Error('网络错误'));
    renderExplore();

    expect(await screen.findByText('发现页加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
