import type { Db } from '../../../platform/db/db';

/** Sets a mute (`by` null: account credit) or lifts it (`null`). */
export async function setMute(
  db: Db,
  userId: number,
  mute: { until: Date; reason: string; by: number | null } | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set(
      mute
        ? { mutedUntil: mute.until, muteReason: mute.reason, mutedBy: mute.by }
        : { mutedUntil: null, muteReason: null, mutedBy: null },
    )
    .where('id', '=', userId)
    .execute();
}
