import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { WordListAction, WordListCategory } from '../../../platform/db/types';

export type WordListRow = {
  id: number;
  name: string;
  category: WordListCategory;
  action: WordListAction;
  enabled: boolean;
  wordCount: number;
  updatedAt: Date;
};

const listsWithCounts = (db: Db) =>
  db.selectFrom('wordLists').select([
    'wordLists.id',
    'wordLists.name',
    'wordLists.category',
    'wordLists.action',
    'wordLists.enabled',
    'wordLists.updatedAt',
    (eb) =>
      eb
        .selectFrom('wordListWords')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('wordListWords.listId', '=', 'wordLists.id')
        .as('wordCount'),
  ]);

const toRow = (row: Omit<WordListRow, 'wordCount'> & { wordCount: string | null }): WordListRow => ({
  ...row,
  wordCount: Number(row.wordCount ?? 0),
});

/** Every list with its number of words (a handful of lists; each count is one index range). */
export async function listWordLists(db: Db): Promise<WordListRow[]> {
  return (await listsWithCounts(db).orderBy('wordLists.id').execute()).map(toRow);
}

export async function findWordList(db: Db, id: number): Promise<WordListRow | undefined> {
  const row = await listsWithCounts(db).where('wordLists.id', '=', id).executeTakeFirst();

  return row && toRow(row);
}

/** Locks a list's row for an edit, so two edits of one list follow each other. */
export function lockWordList(db: Db, id: number) {
  return db
    .selectFrom('wordLists')
    .select(['id', 'action', 'enabled'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertWordList(
  db: Db,
  list: { name: string; category: WordListCategory; action: WordListAction },
): Promise<number> {
  const row = await db.insertInto('wordLists').values(list).returning('id').executeTakeFirstOrThrow();

  return row.id;
}

export async function updateWordList(
  db: Db,
  id: number,
  changes: { action?: WordListAction; enabled?: boolean },
): Promise<void> {
  await db
    .updateTable('wordLists')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Adds the words the list does not have yet; answers those added. */
export async function addWords(db: Db, listId: number, words: string[]): Promise<string[]> {
  const rows = await db
    .insertInto('wordListWords')
    .values(words.map((word) => ({ listId, word })))
    .onConflict((oc) => oc.doNothing())
    .returning('word')
    .execute();
  await db.updateTable('wordLists').set({ updatedAt: sql<Date>`now()` }).where('id', '=', listId).execute();

  return rows.map((row) => row.word);
}

/** Removes those of `words` the list has; answers those removed. */
export async function removeWords(db: Db, listId: number, words: string[]): Promise<string[]> {
  const rows = await db
    .deleteFrom('wordListWords')
    .where('listId', '=', listId)
    .where('word', 'in', words)
    .returning('word')
    .execute();
  await db.updateTable('wordLists').set({ updatedAt: sql<Date>`now()` }).where('id', '=', listId).execute();

  return rows.map((row) => row.word);
}

/**
 * One page of a list's words, newest first; `keyword` finds words containing it (a list's words
 * are at most tens of thousands, read along its primary key: no index on the text is needed).
 */
export async function listWords(
  db: Db,
  input: { listId: number; keyword: string; limit: number; offset: number },
): Promise<{ rows: { word: string; createdAt: Date }[]; total: number }> {
  let query = db.selectFrom('wordListWords').where('listId', '=', input.listId);
  if (input.keyword) query = query.where(sql<boolean>`strpos(word, ${input.keyword}) > 0`);
  const [rows, total] = await Promise.all([
    query
      .select(['word', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('word')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);

  return { rows, total: Number(total.n) };
}
