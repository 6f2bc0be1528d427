import { describe, expect, it } from 'vitest';
import { actorText, stateText } from './timeline-text';

describe('timeline text', () => {
  it('names who acted', () => {
    expect(actorText('provider')).toBe('支付渠道');
    expect(actorText('system')).toBe('系统');
    expect(actorText('job:order-expiry')).toBe('定时任务 order-expiry');
    expect(actorText('operator:3')).toBe('运营 #3');
    expect(actorText('user:12')).toBe('用户 #12');
    expect(actorText('webhook')).toBe('webhook');
  });

  it('names states, keeping unknown ones', () => {
    expect(stateText('paid')).toBe('已支付');
    expect(stateText('')).toBe('新建');
    expect(stateText('weird')).toBe('weird');
  });
});
