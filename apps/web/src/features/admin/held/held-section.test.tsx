import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { HeldSection } from './held-section';

const api = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: (endpoint: { path: string }, params: unknown) => api(endpoint.path, params),
}));

const emptyPage = (total: number) => ({ list: [], total, page: 1, pageSize: 20 });

afterEach(() => api.mockReset());

describe('HeldSection', () => {
  it('counts held posts and held comments both, whichever is open', async () => {
    api.mockImplementation(async (path: string) =>
      path === '/api/admin/held-posts' ? emptyPage(0) : emptyPage(3),
    );
    renderInApp(<HeldSection />);

    expect(await screen.findByText('评论与回复（3）')).toBeTruthy();
    expect(await screen.findByText('作品（0）')).toBeTruthy();
    expect(screen.getByText('暂无待审核的作品')).toBeTruthy();
  });
});
