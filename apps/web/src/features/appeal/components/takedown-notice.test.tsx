import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { TakedownNotice } from './takedown-notice';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const takedown = { reason: '涉嫌侵权', at: '2026-11-28T07:00:00.000Z', appeal: null, canAppeal: true };

afterEach(() => api.mockReset());

describe('TakedownNotice', () => {
  it('lets the author appeal once, asking for at least 10 characters', async () => {
    api.mockResolvedValue({ status: 'open', text: '', outcome: null, createdAt: '2026-11-28T08:00:00.000Z' });
    renderInApp(<TakedownNotice postId={5} takedown={takedown} />);
    expect(screen.getByText('该作品已被下架，只有你自己能看到。原因：涉嫌侵权')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '申诉' }));
    const field = await screen.findByLabelText('申诉理由');
    fireEvent.change(field, { target: { value: '冤枉' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('申诉理由至少10个字，请说明作品为何不违规')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' 这幅速写是我本人现场画的，有原图为证。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await expectSent('/api/post/appeal', {
      postId: '5',
      text: '这幅速写是我本人现场画的，有原图为证。',
    });
  });

  it('says where the appeal stands and offers no second one', () => {
    renderInApp(
      <TakedownNotice
        postId={5}
        takedown={{
          ...takedown,
          canAppeal: false,
          appeal: {
            status: 'rejected',
            text: '……',
            outcome: '与他人作品高度相似',
            createdAt: '2026-11-28T08:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByText('申诉未通过：与他人作品高度相似')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申诉' })).toBeNull();
  });
});
