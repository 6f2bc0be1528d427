import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashNotice } from '@/lib/flash-notice';
import { FLASH_NOTICE_MS, FlashNoticeOutlet } from './flash-notice';

describe('FlashNoticeOutlet', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a notice said before leaving a page, then takes it away', () => {
    vi.useFakeTimers();
    render(<FlashNoticeOutlet />);
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => flashNotice('账号已注销'));
    expect(screen.getByRole('status').textContent).toBe('账号已注销');

    act(() => vi.advanceTimersByTime(FLASH_NOTICE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a newer notice replaces the older one and gets its own full time', () => {
    vi.useFakeTimers();
    render(<FlashNoticeOutlet />);

    act(() => flashNotice('草稿已保存'));
    act(() => vi.advanceTimersByTime(FLASH_NOTICE_MS - 100));
    act(() => flashNotice('发布成功'));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('发布成功');

    act(() => vi.advanceTimersByTime(FLASH_NOTICE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the notice while the next page is still loading, then gives it its full time', () => {
    vi.useFakeTimers();
    const { rerender } = render(<FlashNoticeOutlet settled={false} />);

    act(() => flashNotice('发布成功'));
    act(() => vi.advanceTimersByTime(FLASH_NOTICE_MS * 3));
    expect(screen.getByRole('status').textContent).toBe('发布成功');

    rerender(<FlashNoticeOutlet settled />);
    act(() => vi.advanceTimersByTime(FLASH_NOTICE_MS - 100));
    expect(screen.getByRole('status').textContent).toBe('发布成功');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a notice that arrived while no outlet was on screen once one mounts', () => {
    flashNotice('欢迎回来，小蛙');
    render(<FlashNoticeOutlet />);
    expect(screen.getByRole('status').textContent).toBe('欢迎回来，小蛙');
  });
});
