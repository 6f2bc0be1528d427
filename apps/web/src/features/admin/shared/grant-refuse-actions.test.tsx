import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GrantRefuseActions } from './grant-refuse-actions';

function renderActions(abilities: { grant: boolean; refuse: boolean }) {
  const grant = vi.fn().mockResolvedValue({});
  const refuse = vi.fn().mockResolvedValue({});
  const view = render(
    <App>
      <GrantRefuseActions
        abilities={abilities}
        grant={{
          button: '同意退款',
          title: '同意退款申请 #7',
          description: '退还 ¥9.90',
          okText: '确认同意',
          done: '已同意退款申请',
          send: grant,
        }}
        refuse={{
          button: '拒绝',
          title: '拒绝退款申请 #7',
          description: '不退款',
          okText: '拒绝申请',
          done: '已拒绝退款申请',
          send: refuse,
        }}
      />
    </App>,
  );

  return { grant, refuse, view };
}

describe('GrantRefuseActions', () => {
  it('asks the refund reason before granting, sends it, and says it is done', async () => {
    const { grant, refuse } = renderActions({ grant: true, refuse: true });
    fireEvent.click(screen.getByRole('button', { name: '同意退款' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认同意' }));
    expect(await screen.findByText('请填写退款原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '确认为误购' } });
    fireEvent.click(screen.getByRole('button', { name: '确认同意' }));
    await waitFor(() => expect(grant).toHaveBeenCalledWith('确认为误购'));
    expect(await screen.findByText('已同意退款申请')).toBeTruthy();
    expect(refuse).not.toHaveBeenCalled();
  });

  it('refuses with the reason typed', async () => {
    const { refuse } = renderActions({ grant: true, refuse: true });
    fireEvent.click(screen.getByRole('button', { name: /^拒\s?绝$/ }));
    fireEvent.change(await screen.findByLabelText('拒绝原因'), { target: { value: '超出服务范围' } });
    fireEvent.click(screen.getByRole('button', { name: '拒绝申请' }));
    await waitFor(() => expect(refuse).toHaveBeenCalledWith('超出服务范围'));
  });

  it('offers only what the request allows, and nothing once it is decided', () => {
    const { view } = renderActions({ grant: false, refuse: true });
    expect(screen.queryByRole('button', { name: '同意退款' })).toBeNull();
    expect(screen.getByRole('button', { name: /^拒\s?绝$/ })).toBeTruthy();
    view.unmount();
    renderActions({ grant: false, refuse: false });
    expect(screen.queryByRole('button', { name: /^拒\s?绝$/ })).toBeNull();
  });
});
