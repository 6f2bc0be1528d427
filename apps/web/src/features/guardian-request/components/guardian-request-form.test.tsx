import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { GuardianRequestForm } from './guardian-request-form';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

afterEach(() => api.mockReset());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('GuardianRequestForm (监护人退款申请)', () => {
  it('asks every required field, sends them trimmed with the pictures, then says what happens next', async () => {
    const picture = 'guardian-requests/4c1f8a2e-9d3b-4e5f-8a6b-7c9d0e1f2a3b.webp';
    api.mockImplementation(async (path: string) =>
      path === '/api/guardian-request/image-upload' ? { image: picture } : { id: 1, status: 'requested' },
    );
    renderInApp(<GuardianRequestForm />);
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择与未成年人的关系')).toBeTruthy();
    expect(screen.getByText('请填写证明材料说明')).toBeTruthy();

    fill('未成年人账号的手机号', '13800000002');
    fireEvent.click(screen.getByLabelText('母亲'));
    fill('监护人姓名', ' 林妈妈 ');
    fill('联系方式', '13900001111');
    fill('证明材料说明', '户口本');
    const picker = document.querySelector<HTMLInputElement>('.picked-images input[type=file]')!;
    fireEvent.change(picker, { target: { files: [new File(['x'], 'hukou.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByAltText('图片 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await expectSent('/api/guardian-request/create', {
      minorPhone: '13800000002',
      relation: 'mother',
      guardianName: '林妈妈',
      contact: '13900001111',
      proof: '户口本',
      detail: '',
      images: [picture],
    });
    expect(await screen.findByText('申请已提交')).toBeTruthy();
  });

  it('shows the server’s refusal in Chinese and keeps the form', async () => {
    api.mockRejectedValue(new RequestError('手机号格式不正确，请输入11位中国大陆手机号', 400));
    renderInApp(<GuardianRequestForm />);
    fill('未成年人账号的手机号', '1380000');
    fireEvent.click(screen.getByLabelText('父亲'));
    fill('监护人姓名', '林爸爸');
    fill('联系方式', 'frog@example.com');
    fill('证明材料说明', '出生证明');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('手机号格式不正确，请输入11位中国大陆手机号')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });
});
