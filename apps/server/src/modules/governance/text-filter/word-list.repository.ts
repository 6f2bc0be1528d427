import type { Db } from '../../../platform/db/db';
import type { ListedWord } from './word-matcher';

/** Every word of every enabled list, with its list's category and action. */
export function listEnabledWords(db: Db): Promise<ListedWord[]> {
  return db
    .selectFrom('wordListWords')
    .innerJoin('wordLists', 'wordLists.id', 'wordListWords.listId')
    .select(['wordListWords.word', 'wordLists.category', 'wordLists.action'])
    .where('wordLists.enabled', '=', true)
    .execute();
}
