import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/database';
import type { Db } from '../db/db';
import { afterCommit, inTransaction } from '../db/transaction';
import { attachEventBus, EventBus, publish } from './event-bus';

// Events of this test only (declaration merging, as each module's events.ts does).
declare module './event-bus' {
  interface DomainEvents {
    TestNoticeAsked: { userId: number; key: string };
  }
}

/** Side effects in another domain run inside the publisher's transaction: they commit or roll back with it. */
describe('the event bus', () => {
  let database: Database;
  let userId: number;
  const order: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    userId = (await buildUser(database.db)).id;
    const bus = new EventBus();
    bus.subscribe('TestNoticeAsked', async (trx, { userId, key }) => {
      order.push(`notice:${key}`);
      await trx
        .insertInto('notifications')
        .values({ userId, kind: 'test', title: '测试', dedupeKey: key })
        .execute();
    });
    bus.subscribe('TestNoticeAsked', async (_trx, { key }) => {
      order.push(`second:${key}`);
      if (key.startsWith('fail')) throw new Error('the second subscriber refused');
    });
    attachEventBus(database.db, bus);
  });
  afterAll(async () => {
    await database?.close();
  });

  const keysOf = async () =>
    (
      await database.db.selectFrom('notifications').select('dedupeKey').where('userId', '=', userId).execute()
    ).map((row) => row.dedupeKey);

  it('runs every subscriber in the order they subscribed, inside the transaction', async () => {
    order.length = 0;
    let seenInside: (string | null)[] = [];
    await inTransaction(database.db, async (trx) => {
      await publish(trx, 'TestNoticeAsked', { userId, key: 'ok-1' });
      seenInside = (await trx.selectFrom('notifications').select('dedupeKey').execute()).map(
        (r) => r.dedupeKey,
      );
    });

    expect(order).toEqual(['notice:ok-1', 'second:ok-1']);
    expect(seenInside).toContain('ok-1');
    expect(await keysOf()).toContain('ok-1');
  });

  it('rolls the subscribers back with the change when anything in the transaction fails', async () => {
    const failing = inTransaction(database.db, (trx) =>
      publish(trx, 'TestNoticeAsked', { userId, key: 'fail-1' }),
    );

    await expect(failing).rejects.toThrow('the second subscriber refused');
    expect(await keysOf()).not.toContain('fail-1');
  });

  it('refuses to publish outside a transaction opened with inTransaction, or without a bus', async () => {
    await expect(publish(database.db, 'TestNoticeAsked', { userId, key: 'outside' })).rejects.toThrow(
      'inTransaction',
    );
    await expect(
      database.db.transaction().execute((trx) => publish(trx, 'TestNoticeAsked', { userId, key: 'plain' })),
    ).rejects.toThrow('inTransaction');
    const other = await openTestDatabase();
    try {
      await expect(
        inTransaction(other.db, (trx) => publish(trx, 'TestNoticeAsked', { userId, key: 'nobus' })),
      ).rejects.toThrow('no event bus');
    } finally {
      await other.close();
    }
    expect(await keysOf()).not.toEqual(expect.arrayContaining(['outside', 'plain', 'nobus']));
  });
});

describe('after-commit hooks', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('run once the transaction commits, in order; a rollback drops them', async () => {
    const ran: string[] = [];
    const queue = (trx: Db, name: string) => afterCommit(trx, () => ran.push(name));
    await inTransaction(database.db, async (trx) => {
      queue(trx, 'a');
      await inTransaction(trx, async (nested) => {
        queue(nested, 'b');
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['a', 'b']);

    ran.length = 0;
    await expect(
      inTransaction(database.db, async (trx) => {
        queue(trx, 'never');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toEqual([]);
    expect(afterCommit(database.db, () => ran.push('now'))).toBe(true);
    expect(ran).toEqual(['now']);
    await database.db.transaction().execute(async (trx) => {
      expect(afterCommit(trx, () => ran.push('plain'))).toBe(false);
    });
    expect(ran).toEqual(['now']);
  });
});
