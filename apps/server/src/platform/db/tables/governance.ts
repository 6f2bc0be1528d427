import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// The text filter's word lists (migration create-word-lists). Tables as TypeScript sees them.

export type WordListCategory = 'political' | 'sexual' | 'gambling_fraud' | 'advertising' | 'abuse' | 'custom';
export type WordListAction = 'block' | 'review' | 'mask';

export interface WordListsTable {
  id: Generated<number>;
  name: string;
  category: WordListCategory;
  action: WordListAction;
  enabled: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface WordListWordsTable {
  listId: number;
  word: string;
  createdAt: DefaultTimestamp;
}
