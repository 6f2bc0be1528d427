import { COMMENT_WORD_LIMIT, type CommentWordList, Reason } from '@frog/contracts';
import { normalise } from '../../governance';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { inTransaction } from '../../../platform/db/transaction';
import type { Db } from '../../../platform/db/db';
import { lockCommentSettingsOf } from './comment-ban.repository';
import { deleteCommentWord, insertCommentWord, listCommentWords } from './comment-word.repository';

// 我的评论区屏蔽词: a creator's own words. A comment or reply on their post that holds one (matched
// as the platform's lists are: both normalised, so 「微 信」 and 「發財」 match 微信 and 发财) is kept
// to its author: they see it as usual, nobody else does, it is not counted and reaches nobody's
// 收到的评论. Nobody reviews it (operators do not read creators' private words), and the writer is
// not told which word, nor that anything happened.

const normalWord = (word: string) => normalise(word).text;

const presentWords = (words: string[]): CommentWordList => ({ words, limit: COMMENT_WORD_LIMIT });

/** Whether `content` holds one of the creator's words (normalised substring; at most 200 words). */
export async function holdsCreatorWord(db: Db, creatorId: number, content: string): Promise<boolean> {
  const words = await listCommentWords(db, creatorId);
  if (words.length === 0) return false;
  const text = normalWord(content);

  return words.some((word) => {
    const normal = normalWord(word);
    return normal.length > 0 && text.includes(normal);
  });
}

export async function listMyCommentWords(db: Db, viewer: UserRow): Promise<CommentWordList> {
  return presentWords(await listCommentWords(db, viewer.id));
}

/**
 * Adds a word (1–20 characters as typed, checked by the contract). Refused (400) when nothing of it
 * is left to match (only spaces, punctuation or symbols), when the list holds the same word already
 * (also written another way: 微 信 and 微信), or past COMMENT_WORD_LIMIT words; counted under the
 * creator's row lock, so racing additions never pass it.
 */
export async function addCommentWord(
  db: Db,
  viewer: UserRow,
  params: { word: string },
): Promise<CommentWordList> {
  const normal = normalWord(params.word);
  if (normal.length === 0) throw AppError.badRequest('屏蔽词需要包含文字、字母或数字');

  return inTransaction(db, async (trx) => {
    await lockCommentSettingsOf(trx, viewer.id);
    const words = await listCommentWords(trx, viewer.id);
    const same = words.find((word) => normalWord(word) === normal);
    if (same !== undefined) throw AppError.badRequest(`已经添加过屏蔽词“${same}”`);
    if (words.length >= COMMENT_WORD_LIMIT)
      throw AppError.badRequest(`最多可以设置${COMMENT_WORD_LIMIT}个屏蔽词`, Reason.LIMIT_REACHED);
    await insertCommentWord(trx, viewer.id, params.word);

    return presentWords([...words, params.word]);
  });
}

/** Removes one of the viewer's words, as listed; a word not on the list is not found (404). */
export async function removeCommentWord(
  db: Db,
  viewer: UserRow,
  params: { word: string },
): Promise<CommentWordList> {
  const removed = await deleteCommentWord(db, viewer.id, params.word);
  if (!removed) throw AppError.notFound('屏蔽词不存在或已删除');

  return presentWords(await listCommentWords(db, viewer.id));
}
