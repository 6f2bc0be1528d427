import type { OrderRefundRequest as OrderRefundRequestData } from '@frog/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { refundRequest } from '@/testing/sample-data';
import { OrderRefundRequest } from './order-refund-request';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const openRequest = refundRequest();
const PICTURE = 'refund-requests/0b7e5d1c-6f0a-4c9e-9a57-3f1d2c4b5a69.webp';

const askable: OrderRefundRequestData = {
  request: null,
  canRequest: true,
  refusal: null,
  requestableUntil: '2026-12-08T04:00:00.000Z',
  complaints: [],
};

/** Answers the receipt's read with `view` and the request with `create` (a value or a refusal). */
function answer(view: OrderRefundRequestData, create: () => Promise<unknown> = async () => openRequest) {
  api.mockImplementation((path: string) => {
    if (path === '/api/refund-request/image-upload') return Promise.resolve({ image: PICTURE });
    return path === '/api/refund-request/create' ? create() : Promise.resolve(view);
  });
}

afterEach(() => api.mockReset());

describe('OrderRefundRequest', () => {
  it('asks with a reason from the list, optional words and a picture, then shows the open request', async () => {
    answer(askable);
    renderInApp(<OrderRefundRequest orderNo="T123" amount="9.90" />);
    expect(await screen.findByText('可在 2026-12-08 12:00 前申请')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '申请退款' }));
    expect(await screen.findByText(/申请退还 ¥9.90/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择退款原因')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('内容与描述不符'));
    fireEvent.change(screen.getByLabelText('补充说明（选填）'), { target: { value: '  和预览不一样 ' } });
    const picker = document.querySelector<HTMLInputElement>('.picked-images input[type=file]')!;
    fireEvent.change(picker, { target: { files: [new File(['x'], 'shot.png', { type: 'image/png' })] } });
    expect(await screen.findByAltText('图片 1')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/api/refund-request/image-upload', expect.any(File));
    answer({ ...askable, request: openRequest, canRequest: false });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

    await expectSent('/api/refund-request/create', {
      orderNo: 'T123',
      reason: 'not_as_described',
      detail: '和预览不一样',
      images: [PICTURE],
    });
    expect(await screen.findByText('退款申请待处理')).toBeTruthy();
    expect(screen.getByText('内容与描述不符。创作者会在 2026-12-04 12:00 前处理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull());
  });

  it('a refusal stays in the dialog, in Chinese', async () => {
    answer(askable, () =>
      Promise.reject(new RequestError('该订单已有待处理的退款申请，请等待处理结果', 409)),
    );
    renderInApp(<OrderRefundRequest orderNo="T123" amount="9.90" />);
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    fireEvent.click(await screen.findByLabelText('误操作，不小心付款'));
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('该订单已有待处理的退款申请，请等待处理结果')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('out of the window: no button, the reason why; a refused request shows who refused and why', async () => {
    answer({
      request: null,
      canRequest: false,
      refusal: '已超过付款后 7 天的退款申请期限',
      requestableUntil: null,
      complaints: [],
    });
    const first = renderInApp(<OrderRefundRequest orderNo="T1" amount="9.90" />);
    expect(await screen.findByText('已超过付款后 7 天的退款申请期限')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    first.unmount();

    answer({
      request: { ...openRequest, status: 'refused', decidedBy: 'creator', refusal: '内容已完整查看' },
      canRequest: false,
      refusal: '该订单的退款申请已被拒绝',
      requestableUntil: null,
      complaints: [],
    });
    renderInApp(<OrderRefundRequest orderNo="T2" amount="9.90" />);
    expect(await screen.findByText('创作者拒绝了申请：内容已完整查看')).toBeTruthy();
    expect(screen.getByText('退款申请已拒绝')).toBeTruthy();
  });

  it('shows each of the buyer’s complaints with where it stands: the deadline, the reply, the outcome', async () => {
    const complaint = {
      id: 3,
      status: 'open' as const,
      createdAt: '2026-12-01T04:00:00.000Z',
      firstReplyDueAt: '2026-12-02T04:00:00.000Z',
      resolveDueAt: '2026-12-04T04:00:00.000Z',
      firstRepliedAt: null,
      reply: null,
      note: null,
    };
    answer({
      ...askable,
      complaints: [
        { ...complaint, id: 5, firstRepliedAt: '2026-12-01T06:00:00.000Z', reply: '正在核实' },
        complaint,
        { ...complaint, id: 1, status: 'handled', note: '已联系创作者补发' },
      ],
    });
    renderInApp(<OrderRefundRequest orderNo="T3" amount="9.90" />);
    const list = await screen.findByRole('list', { name: '投诉进度' });
    expect(list.textContent).toContain('平台已回复：正在核实（2026-12-04 12:00 前处理完毕）');
    expect(list.textContent).toContain('平台会在 2026-12-02 12:00 前回复你');
    expect(list.textContent).toContain('投诉已处理处理结果：已联系创作者补发');
  });
});
