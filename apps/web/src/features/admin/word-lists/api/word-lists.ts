import { adminWordListEndpoints, type WordAction } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';
import { useAdminMutation } from '../../shared/use-admin-mutation';

const WORDS_PAGE_SIZE = 50;

export const useWordLists = () =>
  useQuery({ queryKey: [...adminKey, 'word-lists'], queryFn: () => api(adminWordListEndpoints.lists, {}) });

/** One page of a list's words, newest first, those containing `keyword` when one is typed. */
export const useListedWords = (listId: number, keyword: string, page: number) =>
  useQuery(
    numberedPageOptions(
      [...adminKey, 'word-list-words', listId, keyword],
      { page, pageSize: WORDS_PAGE_SIZE },
      (paging) => api(adminWordListEndpoints.words, { listId: String(listId), keyword, ...paging }),
    ),
  );

/** 修改处理方式 or 停用 / 启用, with a reason. */
export const useChangeWordList = () =>
  useAdminMutation((change: { listId: number; action?: WordAction; enabled?: boolean; reason: string }) =>
    api(adminWordListEndpoints.update, {
      listId: String(change.listId),
      action: change.action,
      enabled: change.enabled === undefined ? undefined : change.enabled ? 'true' : 'false',
      reason: change.reason,
    }),
  );

/** 添加 or 删除 words (one per line), with a reason. */
export const useEditWords = () =>
  useAdminMutation(
    ({
      edit,
      listId,
      words,
      reason,
    }: {
      edit: 'add' | 'remove';
      listId: number;
      words: string;
      reason: string;
    }) =>
      api(edit === 'add' ? adminWordListEndpoints.addWords : adminWordListEndpoints.removeWords, {
        listId: String(listId),
        words,
        reason,
      }),
  );
