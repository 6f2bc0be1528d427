import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { retire } from './content-changes';

describe('the change feed connection', () => {
  it('once retired, a late socket error on it is swallowed instead of crashing the process', async () => {
    // Never connected: end() answers at once, as for a connection already gone.
    const client = new pg.Client({ host: '127.0.0.1', port: 9 });
    client.on('notification', () => {});
    await retire(client);

    expect(client.listenerCount('notification')).toBe(0);
    expect(() => client.emit('error', new Error('read ETIMEDOUT'))).not.toThrow();
  });
});
