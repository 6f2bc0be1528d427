import type { CreatorApplication } from '@frog/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { renderRoutes } from '@/testing/render-route';
import { Component } from './creator-application';

const api = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: (endpoint: { path: string }, params?: unknown) => api(endpoint.path, params),
}));

const rejected: CreatorApplication = {
  id: 3,
  realName: '张小蛙',
  idNumberMasked: '1101**********4477',
  contact: 'frog@example.com',
  introduction: '每周更新',
  category: 'illustration',
  status: 'rejected',
  rejectReason: '请补充作品链接',
  createdAt: '2026-11-21T07:00:00.000Z',
  reviewedAt: '2026-11-21T08:00:00.000Z',
};

function renderPage() {
  renderRoutes(queryClient, [{ path: '/creator-application', Component }], ['/creator-application']);
}

afterEach(() => {
  api.mockReset();
  queryClient.clear();
});

describe('creator application page', () => {
  it('shows the empty form to a first-time applicant', async () => {
    api.mockResolvedValue({ isCreator: false, application: null, abilities: { apply: true } });
    renderPage();

    expect(await screen.findByLabelText('身份证号')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });

  it('shows a rejection with its reason and the masked number, then a prefilled form to re-apply', async () => {
    api.mockResolvedValue({ isCreator: false, application: rejected, abilities: { apply: true } });
    renderPage();

    expect(await screen.findByText(/请补充作品链接/)).toBeTruthy();
    expect(screen.getByText('1101**********4477')).toBeTruthy();
    expect(screen.getByText('未通过')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));

    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).value).toBe('张小蛙');
    // The ID number is never known to the browser again: it must be typed anew.
    expect((screen.getByLabelText('身份证号') as HTMLInputElement).value).toBe('');
  });

  it('shows 审核中 without a way to apply twice', async () => {
    api.mockResolvedValue({
      isCreator: false,
      application: { ...rejected, status: 'pending', rejectReason: null, reviewedAt: null },
      abilities: { apply: false },
    });
    renderPage();

    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });
});
