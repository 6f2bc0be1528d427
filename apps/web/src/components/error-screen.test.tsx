import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { describeRouteError, ErrorScreen } from './error-screen';

const Empty = () => null;

function renderBrokenRoute(loader: () => unknown) {
  const router = createMemoryRouter([
    { path: '/', loader, Component: Empty, HydrateFallback: Empty, ErrorBoundary: ErrorScreen },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ErrorScreen', () => {
  it('shows the heading with status and status text of a route error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenRoute(() => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it('shows the message of a thrown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenRoute(() => {
      throw new Error('页面数据加载失败');
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('页面数据加载失败')).toBeTruthy();
  });

  it('describes other thrown values', () => {
    expect(describeRouteError('boom')).toBe('boom');
    expect(describeRouteError({ a: 1 })).toBe('{"a":1}');
  });
});
