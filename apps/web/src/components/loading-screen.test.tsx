import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('shows three groups of four animated dots', () => {
    render(<LoadingScreen />);
    const groups = screen.getAllByTestId('loading-group');
    expect(groups).toHaveLength(3);
    for (const group of groups) {
      expect(group.querySelectorAll('[data-testid="loading-dot"]')).toHaveLength(4);
    }
    expect(screen.getAllByTestId('loading-dot')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '加载中');
  });
});
