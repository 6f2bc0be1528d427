import { Result } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CreatorGate } from '@/components/creator-gate';
import { LoadingScreen } from '@/components/loading-screen';
import { PrimaryLink } from '@/components/primary-link';
import { paths } from '@/config/paths';
import { useDraft } from '@/features/post-editor/api/get-draft';
import { PostEditor } from '@/features/post-editor/components/post-editor';
import { errorMessage } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(currentUserQueryOptions()));

/** Loads the post to edit (`?id=`) or the latest draft, then hands it to the editor once. */
function EditorLoader({ id, onStartNew }: { id: number | undefined; onStartNew: () => void }) {
  const draft = useDraft(id);
  if (draft.isPending) return <LoadingScreen variant="inline" />;
  if (draft.isError)
    return (
      <Result
        status="404"
        title="作品不存在或已删除"
        subTitle={errorMessage(draft.error)}
        extra={<PrimaryLink to={paths.contentManagement.href()}>返回内容管理</PrimaryLink>}
      />
    );

  return (
    <PostEditor
      draft={draft.data}
      restored={id === undefined && draft.data !== null}
      onStartNew={onStartNew}
    />
  );
}

/** 发布作品 / 编辑作品: creators only; everyone else is pointed to the creator application. */
export function Component() {
  const [params] = useSearchParams();
  // Read once: the editor writes ?id= itself after the first save without reloading anything.
  const [initialId] = useState(() => {
    const raw = params.get('id');

    return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  });
  const [blank, setBlank] = useState(0);

  return (
    <div className="page">
      <h1 className="page__title">{initialId ? '编辑作品' : '发布作品'}</h1>
      <CreatorGate
        title="只有创作者可以发布作品"
        subTitle="提交创作者申请，审核通过后即可发布免费、付费和方案专属作品。"
      >
        {() =>
          blank > 0 ? (
            <PostEditorBlank key={blank} />
          ) : (
            <EditorLoader
              id={initialId}
              onStartNew={() => {
                window.history.replaceState(window.history.state, '', paths.createPost.href());
                setBlank((n) => n + 1);
              }}
            />
          )
        }
      </CreatorGate>
    </div>
  );
}

function PostEditorBlank() {
  return <PostEditor draft={null} restored={false} onStartNew={() => undefined} />;
}
