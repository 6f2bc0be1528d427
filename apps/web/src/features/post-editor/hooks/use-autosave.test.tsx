import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 1.5 s after the last change, once, with the latest value', async () => {
    const save = vi.fn(async (_: string) => undefined);
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save, { enabled: true }), {
      initialProps: { value: '初稿' },
    });
    rerender({ value: '初稿1' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender({ value: '初稿12' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('初稿12');
    expect(result.current.state.kind).toBe('saved');
  });

  it('does not save the loaded value, nor while disabled; flush saves pending changes', async () => {
    const save = vi.fn(async (_: string) => undefined);
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save, { enabled: false }), {
      initialProps: { value: 'a' },
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    rerender({ value: 'b' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();

    await act(() => result.current.flush());
    expect(save).toHaveBeenCalledWith('b');
  });

  it('shows the server’s refusal and retries on the next change', async () => {
    const save = vi.fn(async (_: string) => {
      throw new Error('请填写价格');
    });
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save, { enabled: true }), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(result.current.state).toEqual({ kind: 'error', message: '请填写价格' });
  });
});
