import type { PostCard } from '@frog/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postCard } from '@/testing/sample-data';
import { PostFeed } from './post-feed';

const card = postCard;

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

afterEach(() => {
  observed = null;
  vi.unstubAllGlobals();
});

function renderFeed(posts: PostCard[], fetchNextPage = vi.fn(), hasNextPage = true) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PostFeed
            posts={posts}
            isPending={false}
            isError={false}
            hasNextPage={hasNextPage}
            isFetchingNextPage={false}
            fetchNextPage={fetchNextPage}
            refetch={vi.fn()}
            empty={<p>空空如也</p>}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);

  return fetchNextPage;
}

describe('PostFeed', () => {
  it('shows locked posts with their price or plan badge and links each card to its page', () => {
    renderFeed([
      card(1),
      card(2, { visibility: 'paid', priceFen: 990, price: '9.90', locked: true }),
      card(3, { visibility: 'plan', locked: true }),
      card(4, { visibility: 'paid', priceFen: 990, price: '9.90', locked: false }),
    ]);

    expect(screen.getByRole('link', { name: '作品2' }).getAttribute('href')).toBe('/post/2');
    expect(screen.getByText('¥9.90')).toBeTruthy();
    expect(screen.getByText('方案专享')).toBeTruthy();
    expect(screen.getByText('已解锁')).toBeTruthy();
  });

  it('loads the next page when the end of the list scrolls into view', () => {
    const fetchNextPage = renderFeed([card(1)]);

    expect(observed).not.toBeNull();
    observed?.([{ isIntersecting: false }]);
    expect(fetchNextPage).not.toHaveBeenCalled();
    observed?.([{ isIntersecting: true }]);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('stops watching when there is nothing more, and shows the empty state for no posts', () => {
    renderFeed([card(1)], vi.fn(), false);
    expect(observed).toBeNull();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows the empty state when there are no posts', () => {
    renderFeed([]);
    expect(screen.getByText('空空如也')).toBeTruthy();
  });
});
