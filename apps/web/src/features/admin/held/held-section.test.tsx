import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { HeldSection } from './held-section';
import { apiMock as api } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const emptyPage = (total: number) => ({ list: [], total, page: 1, pageSize: 20 });

afterEach(() => api.mockReset());

describe('HeldSection', () => {
  it('counts held posts, held comments and appeals, whichever is open', async () => {
    const totals: Record<string, number> = {
      '/api/admin/held-posts': 0,
      '/api/admin/held-comments': 3,
      '/api/admin/appeals': 1,
    };
    api.mockImplementation(async (path: string) => emptyPage(totals[path] ?? 0));
    renderInApp(<HeldSection />);

    expect(await screen.findByText('评论与回复（3）')).toBeTruthy();
    expect(await screen.findByText('作品（0）')).toBeTruthy();
    expect(await screen.findByText('下架申诉（1）')).toBeTruthy();
    expect(screen.getByText('暂无待审核的作品')).toBeTruthy();
  });
});
