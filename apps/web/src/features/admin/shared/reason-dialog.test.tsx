import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { ReasonDialog } from './reason-dialog';

function renderDialog(onSubmit: (text: string) => Promise<unknown>, optional = false) {
  const onClose = vi.fn();
  render(
    <App>
      <ReasonDialog
        open
        title="驳回提现"
        description="金额退回可提现余额。"
        label="驳回原因"
        okText="确认驳回"
        optional={optional}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </App>,
  );

  return { onClose };
}

describe('ReasonDialog', () => {
  it('asks for the reason, sends it trimmed, and closes', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { onClose } = renderDialog(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '  账户信息有误 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('账户信息有误', expect.anything()));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new RequestError('该提现已处理，请刷新后查看', 409));
    const { onClose } = renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '重复申请' } });
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('该提现已处理，请刷新后查看')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an optional note may stay empty', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    renderDialog(onSubmit, true);
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('', expect.anything()));
  });
});
