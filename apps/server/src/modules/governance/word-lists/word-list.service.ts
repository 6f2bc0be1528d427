import type { AdminWordList, WordAction, WordCategory } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { operatorAction } from '../../../platform/audit/audit.service';
import { AppError } from '../../../platform/lib/app-error';
import { presentPage } from '../../../platform/http/page.presenter';
import type { TextFilter } from '../text-filter/text-filter';
import {
  addWords,
  findWordList,
  insertWordList,
  listWordLists,
  listWords,
  lockWordList,
  removeWords,
  updateWordList,
  type WordListRow,
} from './word-list.repository';

// The operators' word list editor. Every change is audited in its transaction; after the commit
// this process recompiles its filter at once (the operator sees their edit act on the next text),
// and every other process when NOTIFY frog_words reaches it.

type Ctx = { db: Db; textFilter: TextFilter };

const presentList = (row: WordListRow): AdminWordList => ({
  id: row.id,
  name: row.name,
  category: row.category,
  action: row.action,
  enabled: row.enabled,
  wordCount: row.wordCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** At most this many words of one edit are named in its audit entry (the count is always there). */
const WORDS_IN_AUDIT = 100;

async function answerList({ db, textFilter }: Ctx, id: number): Promise<AdminWordList> {
  await textFilter.reload();
  const row = await findWordList(db, id);
  if (!row) throw AppError.notFound('词表不存在');

  return presentList(row);
}

export async function getWordLists(db: Db): Promise<AdminWordList[]> {
  return (await listWordLists(db)).map(presentList);
}

export async function getWords(
  db: Db,
  params: { listId: number; keyword?: string; page: number; pageSize: number },
) {
  if (!(await findWordList(db, params.listId))) throw AppError.notFound('词表不存在');
  const { rows, total } = await listWords(db, {
    listId: params.listId,
    keyword: params.keyword ?? '',
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  });

  return presentPage(
    rows.map((row) => ({ word: row.word, createdAt: row.createdAt.toISOString() })),
    total,
    params,
  );
}

export async function createWordList(
  ctx: Ctx,
  operator: UserRow,
  params: { name: string; category: WordCategory; action: WordAction; reason: string },
): Promise<AdminWordList> {
  // Audited under the new list's id (createdId), which the record cannot know yet.
  const id = await operatorAction(
    ctx.db,
    operator,
    {
      action: 'word_list.create',
      target: { kind: 'word_list', id: 'new' },
      reason: params.reason,
    },
    async (trx) => {
      const { name, category, action } = params;
      const created = await insertWordList(trx, { name, category, action });

      return { result: created, before: null, after: { name, category, action }, createdId: created };
    },
  );

  return answerList(ctx, id);
}

export async function changeWordList(
  ctx: Ctx,
  operator: UserRow,
  params: { listId: number; action?: WordAction; enabled?: 'true' | 'false'; reason: string },
): Promise<AdminWordList> {
  const changes = {
    ...(params.action ? { action: params.action } : {}),
    ...(params.enabled ? { enabled: params.enabled === 'true' } : {}),
  };
  if (Object.keys(changes).length === 0) throw AppError.badRequest('请选择要修改的内容');
  await operatorAction(
    ctx.db,
    operator,
    { action: 'word_list.update', target: { kind: 'word_list', id: params.listId }, reason: params.reason },
    async (trx) => {
      const before = await lockWordList(trx, params.listId);
      if (!before) throw AppError.notFound('词表不存在');
      await updateWordList(trx, params.listId, changes);

      return { result: null, before: { action: before.action, enabled: before.enabled }, after: changes };
    },
  );

  return answerList(ctx, params.listId);
}

/** Adds or removes words; refuses an edit that would change nothing (every word already there, or none there). */
export async function editWords(
  ctx: Ctx,
  operator: UserRow,
  params: { listId: number; words: string[]; reason: string },
  edit: 'add' | 'remove',
): Promise<AdminWordList> {
  await operatorAction(
    ctx.db,
    operator,
    {
      action: edit === 'add' ? 'word_list.add_words' : 'word_list.remove_words',
      target: { kind: 'word_list', id: params.listId },
      reason: params.reason,
    },
    async (trx) => {
      if (!(await lockWordList(trx, params.listId))) throw AppError.notFound('词表不存在');
      const changed = await (edit === 'add' ? addWords : removeWords)(trx, params.listId, params.words);
      if (changed.length === 0)
        throw AppError.conflict(edit === 'add' ? '这些词已经都在词表里了' : '词表里没有这些词');
      const named = { count: changed.length, words: changed.slice(0, WORDS_IN_AUDIT) };

      return { result: null, before: edit === 'remove' ? named : null, after: edit === 'add' ? named : null };
    },
  );

  return answerList(ctx, params.listId);
}
