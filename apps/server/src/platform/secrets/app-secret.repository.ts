import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * A server secret by name, created (32 random bytes, hex) on first use. Concurrent first uses
 * agree: the insert is "do nothing" on conflict and everyone reads the stored value back.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('appSecrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

  return row.value;
}
