import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls into view (with a 400 px head start), while
 * `enabled`. Attach the ref to a sentinel below the list.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);

    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
