import { Button, Tag } from 'antd';
import { useState } from 'react';
import { AdminSearch } from '../shared/admin-search';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { ReasonDialog } from '../shared/reason-dialog';
import { useEditWords, useListedWords } from './api/word-lists';

/** A list's words, newest first, searchable; each can be removed with a reason. */
export function WordsPanel({ listId }: { listId: number }) {
  const { filter: keyword, changeFilter: setKeyword, page, setPage } = usePagedFilter('');
  const query = useListedWords(listId, keyword, page);
  const edit = useEditWords();
  const [removing, setRemoving] = useState<string | null>(null);

  return (
    <div className="word-list__words">
      <AdminSearch label="查找词语" placeholder="词语包含…" maxLength={50} onSearch={setKeyword} />
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        empty={keyword ? '没有包含该内容的词' : '词表里还没有词'}
        listClassName="word-list__tags"
        renderItem={(item) => (
          <Tag key={item.word} className="word-list__word">
            {item.word}
            <Button
              type="text"
              size="small"
              aria-label={`删除 ${item.word}`}
              onClick={() => setRemoving(item.word)}
            >
              ×
            </Button>
          </Tag>
        )}
      />
      <ReasonDialog
        open={removing !== null}
        title={`从词表删除「${removing ?? ''}」？`}
        label="删除原因"
        placeholder="如：误伤正常内容"
        okText="删除"
        danger
        onSubmit={(reason) => edit.mutateAsync({ edit: 'remove', listId, words: removing ?? '', reason })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
