import type { Db } from '../platform/db/db';

/**
 * The id of a demo row an earlier seed made: the creator's row of `table` (by `owner`) with this
 * name or title (`named`). Undefined when there is none yet, so seeding again changes nothing.
 */
export async function findDemoRowId(
  db: Db,
  table: 'supportPlans' | 'posts' | 'chargingRewards',
  owner: ['creatorId' | 'authorId', number],
  named: ['name' | 'title', string],
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(db.dynamic.ref(owner[0]), '=', owner[1])
    .where(db.dynamic.ref(named[0]), '=', named[1])
    .executeTakeFirst();

  return row?.id;
}
