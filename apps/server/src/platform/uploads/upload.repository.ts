import type { UploadRow } from '../db/types';
import type { Db } from '../db/db';

export function insertUpload(
  db: Db,
  upload: { ownerId: number; kind: string; path: string; mime: string; size: number },
): Promise<UploadRow> {
  return db.insertInto('uploads').values(upload).returningAll().executeTakeFirstOrThrow();
}

export function findUploadByPath(db: Db, path: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('path', '=', path).executeTakeFirst();
}
