import { useLayoutEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../constants';
import { computeRootFontSize } from '../lib/root-font-size';

function applyRootFontSize() {
  const width = document.documentElement.clientWidth || window.innerWidth;
  document.documentElement.style.fontSize = `${computeRootFontSize(width)}px`;
}

/**
 * SPEC 2.3's rem layout: sets the root font size before the first paint, again 100 ms after the last
 * resize and when the page is restored (pageshow, e.g. from the back-forward cache). Inside the main
 * app the previous root font size comes back when the checkout unmounts.
 */
export function useRootFontSize(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.style.fontSize;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(applyRootFontSize, RESIZE_DEBOUNCE_MS);
    };
    applyRootFontSize();
    window.addEventListener('resize', handleResize);
    window.addEventListener('pageshow', applyRootFontSize);

    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
      window.removeEventListener('pageshow', applyRootFontSize);
      root.style.fontSize = previous;
    };
  }, []);
}
