import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import ReportDialog from './report-dialog';

const api = vi.fn();
const upload = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: (endpoint: { path: string }, params: unknown) => api(endpoint.path, params),
  upload: (endpoint: { path: string }, form: FormData) => upload(endpoint.path, form.get('file')),
}));

afterEach(() => {
  api.mockReset();
  upload.mockReset();
});

describe('ReportDialog', () => {
  it('sends the reason, the words and the screenshots uploaded, one of them removed again', async () => {
    upload
      .mockResolvedValueOnce({ url: '/uploads/reports/a.webp' })
      .mockResolvedValueOnce({ url: '/uploads/reports/b.webp' });
    api.mockResolvedValue({ id: 1 });
    const { container } = renderInApp(
      <ReportDialog target={{ kind: 'comment', id: 7 }} open onClose={() => {}} />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '诈骗' }));
    fireEvent.change(screen.getByLabelText('补充说明'), { target: { value: '冒充客服要转账' } });

    for (const name of ['a.png', 'b.png']) {
      const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
      fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
      await screen.findByAltText(name === 'a.png' ? '截图 1' : '截图 2');
    }
    expect(upload).toHaveBeenCalledWith('/api/report/image-upload', expect.any(File));
    fireEvent.click(screen.getByRole('button', { name: '移除截图 1' }));
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));

    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/report/create', {
        targetKind: 'comment',
        targetId: '7',
        reason: 'fraud',
        detail: '冒充客服要转账',
        imageUrls: ['/uploads/reports/b.webp'],
      }),
    );
  });
});
