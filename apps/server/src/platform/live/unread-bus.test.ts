import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/database';
import { createMemoryBus } from './memory-bus';
import { inTransaction } from '../db/transaction';
import { attachUnreadPublisher, signalUnread } from './signal';
import { parseUserIds } from './unread-bus';

/** The in-process bus behind signalUnread: a signal leaves only once its write is committed. */
describe('unread signals on the in-process bus', () => {
  let database: Database;
  const heard: number[][] = [];
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const bus = createMemoryBus();
    bus.subscribe((ids) => heard.push(ids));
    attachUnreadPublisher(database.db, (ids) => bus.publish(ids));
    userId = (await buildUser(database.db)).id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const notice = (key: string) => ({ userId, kind: 'test', title: '测试通知', dedupeKey: key });
  const unreadRows = () =>
    database.db
      .selectFrom('notifications')
      .select('dedupeKey')
      .where('userId', '=', userId)
      .execute()
      .then((rows) => rows.map((r) => r.dedupeKey));

  it('sends a signal inside a transaction only after the commit, once per user', async () => {
    heard.length = 0;
    let heardInside = -1;
    let seenBySignal: (string | null)[] = [];
    await inTransaction(database.db, async (trx) => {
      await trx.insertInto('notifications').values(notice('commit-1')).execute();
      signalUnread(trx, [userId, userId]);
      await trx.insertInto('notifications').values(notice('commit-2')).execute();
      signalUnread(trx, [userId]);
      heardInside = heard.length;
    });
    seenBySignal = await unreadRows();
    expect(heardInside).toBe(0);
    expect(heard).toEqual([[userId]]);
    // What a client re-reads on the signal: both rows are there.
    expect(seenBySignal).toEqual(expect.arrayContaining(['commit-1', 'commit-2']));
  });

  it('never sends the signal of a rolled-back transaction', async () => {
    heard.length = 0;
    await expect(
      inTransaction(database.db, async (trx) => {
        await trx.insertInto('notifications').values(notice('rolled-back')).execute();
        signalUnread(trx, [userId]);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(heard).toEqual([]);
    expect(await unreadRows()).not.toContain('rolled-back');
  });

  it('a nested inTransaction is flushed by the outer one', async () => {
    heard.length = 0;
    await inTransaction(database.db, async (trx) => {
      await inTransaction(trx, async (inner) => signalUnread(inner, [userId]));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([[userId]]);
  });

  it('outside a transaction the signal goes at once; in a plain transaction it is refused under test', async () => {
    heard.length = 0;
    signalUnread(database.db, [userId]);
    expect(heard).toEqual([[userId]]);
    await expect(
      database.db.transaction().execute(async (trx) => signalUnread(trx, [userId])),
    ).rejects.toThrow(/inTransaction/);
  });

  it('a Redis message is read as user ids only', () => {
    expect(parseUserIds('[3,4]')).toEqual([3, 4]);
    expect(parseUserIds('[3,"4",-1,1.5]')).toEqual([3]);
    expect(parseUserIds('{"ids":[1]}')).toBeUndefined();
    expect(parseUserIds('not json')).toBeUndefined();
    expect(parseUserIds('[]')).toBeUndefined();
  });
});
