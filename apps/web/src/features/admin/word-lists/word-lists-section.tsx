import { LoadingScreen } from '@/components/loading-screen';
import { QueryFailure } from '@/components/query-failure';
import { useWordLists } from './api/word-lists';
import { WordListCard } from './word-list-card';
import './word-lists.css';

/** 敏感词表: the text filter's lists, what each does, and their words (docs/GOVERNANCE.md). */
export function WordListsSection() {
  const query = useWordLists();

  return (
    <section aria-label="敏感词表">
      <p className="admin-section__note">
        用户发布的每段文字（作品、评论、私信、昵称、简介）先经过这些词表：拦截的不能发布，替换的显示为
        *。「先审后发」的人工审核队列还在建设中，目前这类词不会拦下文字。
      </p>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && (
        <div className="admin-list">
          {query.data.map((list) => (
            <WordListCard key={list.id} list={list} />
          ))}
        </div>
      )}
    </section>
  );
}
