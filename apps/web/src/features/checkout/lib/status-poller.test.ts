import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatusPoller } from './status-poller';

function setup(answers: Array<number | Error>) {
  const fetchStatus = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;

    return { status: next ?? 1 };
  });
  const handlers = { onPaid: vi.fn(), onAbnormal: vi.fn(), onError: vi.fn() };

  return { poller: createStatusPoller(fetchStatus, handlers), fetchStatus, handlers };
}

describe('createStatusPoller (SPEC 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps polling every 1000 ms on status 1 and stops with success on 2', async () => {
    const { poller, fetchStatus, handlers } = setup([1, 1, 2]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(handlers.onPaid).toHaveBeenCalledTimes(1);
    expect(poller.isRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('waits for the given delay before the first query (Alipay deep link)', async () => {
    const { poller, fetchStatus } = setup([1]);
    poller.start(1000);
    expect(poller.isRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('stops as abnormal on any other status', async () => {
    const { poller, fetchStatus, handlers } = setup([1, 3]);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(handlers.onAbnormal).toHaveBeenCalledTimes(1);
    expect(handlers.onPaid).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('stops on a failed call and reports its message', async () => {
    const { poller, fetchStatus, handlers } = setup([new Error('支付单不存在')]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.onError).toHaveBeenCalledWith('支付单不存在');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after stop()', async () => {
    const { poller, handlers } = setup([2]);
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(handlers.onPaid).not.toHaveBeenCalled();
  });
});
