import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreatorShortcuts } from './creator-shortcuts';

describe('创作中心 shortcuts', () => {
  it('link to every creator page, 提现管理 and 充电奖励 included', () => {
    render(
      <MemoryRouter>
        <CreatorShortcuts />
      </MemoryRouter>,
    );
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

    expect(href(/提现管理/)).toBe('/settle-management');
    expect(href(/充电奖励/)).toBe('/charging-rewards');
    expect(href(/收益管理/)).toBe('/revenue-management');
    expect(href(/内容管理/)).toBe('/content-management');
  });
});
