import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { ChoiceSetting } from './choice-setting';

const OPTIONS = [
  { value: 'everyone', label: '所有人' },
  { value: 'followers', label: '关注我的人' },
] as const;

describe('ChoiceSetting', () => {
  it('names its choices by the title, sends the one picked, and shows it (locked) while it saves', () => {
    const onChoose = vi.fn();
    const view = renderInApp(
      <ChoiceSetting
        name="dm-setting"
        title="私信权限"
        hint="谁可以给你发私信"
        options={[...OPTIONS]}
        value="everyone"
        loading={false}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: '私信权限' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '所有人' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '关注我的人' }));
    expect(onChoose).toHaveBeenCalledWith('followers');

    view.rerender(
      <ChoiceSetting
        name="dm-setting"
        title="私信权限"
        hint="谁可以给你发私信"
        options={[...OPTIONS]}
        value="everyone"
        loading={false}
        saving="followers"
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole('radio', { name: '关注我的人' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '所有人' })).toHaveProperty('disabled', true);
  });
});
