import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';
import { loadingScreenHtml } from './loading-screen-markup';

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

  it('is exactly the markup index.html paints before any script has loaded', () => {
    expect(renderToStaticMarkup(<LoadingScreen />)).toBe(loadingScreenHtml());
  });

  it('index.html has the empty #root the build fills, and no inline script (the CSP forbids it)', () => {
    const file = ['index.html', 'apps/web/index.html']
      .map((path) => join(process.cwd(), path))
      .find(existsSync);
    const html = readFileSync(file ?? 'index.html', 'utf8');

    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/src/main.tsx">']);
  });
});
