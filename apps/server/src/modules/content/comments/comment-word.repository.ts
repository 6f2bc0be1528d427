import type { Db } from '../../../platform/db/db';

// 我的评论区屏蔽词: each creator's own words (comment_words), as typed.

/** The creator's words, oldest first. */
export async function listCommentWords(db: Db, creatorId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('commentWords')
    .select('word')
    .where('creatorId', '=', creatorId)
    .orderBy('createdAt')
    .orderBy('word')
    .execute();

  return rows.map((row) => row.word);
}

export async function insertCommentWord(db: Db, creatorId: number, word: string): Promise<void> {
  await db
    .insertInto('commentWords')
    .values({ creatorId, word })
    .onConflict((oc) => oc.columns(['creatorId', 'word']).doNothing())
    .execute();
}

export async function deleteCommentWord(db: Db, creatorId: number, word: string): Promise<boolean> {
  const result = await db
    .deleteFrom('commentWords')
    .where('creatorId', '=', creatorId)
    .where('word', '=', word)
    .executeTakeFirst();

  return result.numDeletedRows > 0n;
}
