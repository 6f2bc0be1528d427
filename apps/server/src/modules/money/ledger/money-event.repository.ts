import type { Insertable } from 'kysely';
import type { MoneyEventRow, MoneyEventsTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

export async function insertMoneyEvent(db: Db, event: Insertable<MoneyEventsTable>): Promise<void> {
  await db.insertInto('moneyEvents').values(event).execute();
}

/** The events of one entity, oldest first. */
export function listMoneyEvents(
  db: Db,
  entity: MoneyEventRow['entity'],
  entityId: number,
): Promise<MoneyEventRow[]> {
  return db
    .selectFrom('moneyEvents')
    .selectAll()
    .where('entity', '=', entity)
    .where('entityId', '=', entityId)
    .orderBy('id')
    .execute();
}
