import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../test/render-checkout';
import { useRootFontSize } from './use-root-font-size';

const rootFontSize = () => document.documentElement.style.fontSize;

describe('useRootFontSize', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets min(width, 420) / 18.75 px at once, after a 100 ms resize debounce and on pageshow', () => {
    setViewportWidth(390);
    const { unmount } = renderHook(() => useRootFontSize());
    expect(rootFontSize()).toBe('20.8px');

    setViewportWidth(320);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    expect(rootFontSize()).toBe('20.8px');
    vi.advanceTimersByTime(1);
    expect(Number.parseFloat(rootFontSize())).toBeCloseTo(17.0667, 3);

    setViewportWidth(768);
    window.dispatchEvent(new Event('pageshow'));
    expect(rootFontSize()).toBe('22.4px');

    unmount();
    expect(rootFontSize()).toBe('');
  });
});
