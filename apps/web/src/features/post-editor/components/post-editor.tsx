import './post-editor.css';
import type { CommentPolicy, PostDisplayStatus, PostDraft, PostVisibility } from '@frog/contracts';
import { postSummaryMax, postTitleMax } from '@frog/contracts';
import { Alert, App, Button, Card, Input, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { flashNotice } from '@/lib/flash-notice';
import { formatDateTime, formatTimeOfDay } from '@/utils/format-time';
import { usePublishPost } from '../api/publish-post';
import { saveDraft } from '../api/save-draft';
import { refusalContent } from '@/components/rule-refusal';
import { type AutosaveState, useAutosave } from '../hooks/use-autosave';
import { AttachmentList } from './attachment-list';
import { CoverPicker } from './cover-picker';
import { PublishPanel, type PublishChoice } from './publish-panel';
import { TagInput } from './tag-input';

// Tiptap is ~130 kB gzip: only writers download it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type PostFields = {
  title: string;
  summary: string;
  bodyHtml: string;
  coverUrl: string | null;
  visibility: PostVisibility;
  /** Yuan as typed. */
  price: string;
  planIds: number[];
  commentPolicy: CommentPolicy;
  tags: string[];
};

const fieldsOf = (draft: PostDraft | null): PostFields => ({
  title: draft?.title ?? '',
  summary: draft?.summary ?? '',
  bodyHtml: draft?.bodyHtml ?? '',
  coverUrl: draft?.coverUrl ?? null,
  visibility: draft?.visibility ?? 'free',
  price: draft?.price ?? '',
  planIds: draft?.planIds ?? [],
  commentPolicy: draft?.commentPolicy ?? 'open',
  tags: draft?.tags ?? [],
});

const toParams = (fields: PostFields, id: number | undefined) => ({
  ...(id ? { id: String(id) } : {}),
  title: fields.title,
  summary: fields.summary,
  bodyHtml: fields.bodyHtml,
  coverUrl: fields.coverUrl ?? '',
  visibility: fields.visibility,
  price: fields.visibility === 'paid' || fields.visibility === 'plan_or_paid' ? fields.price : '',
  planIds:
    fields.visibility === 'plan' || fields.visibility === 'plan_or_paid' ? fields.planIds.map(String) : [],
  commentPolicy: fields.commentPolicy,
  tags: fields.tags,
});

/** What a creator is told when a review word holds their post (the server decides: DESIGN 8). */
const HELD_MESSAGE = '已提交：作品含有需要人工审核的内容，审核通过后公开，结果会通过系统通知告诉你';

const STATUS_TEXT: Record<PostDisplayStatus, [string, string]> = {
  draft: ['草稿', 'default'],
  published: ['已发布', 'success'],
  scheduled: ['定时发布', 'processing'],
  hidden: ['已隐藏', 'warning'],
  taken_down: ['已下架', 'error'],
  in_review: ['待审核', 'warning'],
};

function SaveState({ state, status }: { state: AutosaveState; status: PostDisplayStatus }) {
  if (state.kind === 'saving') return <span className="post-editor__save">保存中…</span>;
  if (state.kind === 'saved')
    return <span className="post-editor__save">已自动保存 {formatTimeOfDay(state.at)}</span>;
  if (state.kind === 'error')
    return <span className="post-editor__save post-editor__save--error">未保存：{state.message}</span>;

  return (
    <span className="post-editor__save">
      {status === 'draft' ? '输入后将自动保存草稿' : '修改后点击「保存修改」生效'}
    </span>
  );
}

/**
 * Writing a post: title, cover, summary, rich text body, attachments and video, visibility and
 * price, publish now or later. Drafts save themselves 1.5 s after typing stops; a published post
 * changes only when the creator saves.
 */
export function PostEditor({
  draft,
  restored,
  onStartNew,
}: {
  draft: PostDraft | null;
  restored: boolean;
  onStartNew: () => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [fields, setFields] = useState<PostFields>(() => fieldsOf(draft));
  const [attachments, setAttachments] = useState(draft?.attachments ?? []);
  const [status, setStatus] = useState<PostDisplayStatus>(draft?.status ?? 'draft');
  const postId = useRef<number | undefined>(draft?.id);
  const publish = usePublishPost();

  const save = useCallback(async (value: PostFields) => {
    const saved = await saveDraft(toParams(value, postId.current));
    if (!postId.current)
      window.history.replaceState(window.history.state, '', `${paths.createPost.href()}?id=${saved.id}`);
    postId.current = saved.id;
  }, []);
  const autosave = useAutosave(fields, save, { enabled: status === 'draft' });

  // A restored draft gets its id in the address too, so a reload or a shared link opens this post.
  useEffect(() => {
    if (draft && !new URLSearchParams(window.location.search).has('id'))
      window.history.replaceState(window.history.state, '', `${paths.createPost.href()}?id=${draft.id}`);
  }, [draft]);

  const update = <K extends keyof PostFields>(key: K, value: PostFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const ensurePostId = useCallback(async () => {
    if (postId.current) return postId.current;
    await autosave.saveNow();
    if (!postId.current) throw new Error('草稿保存失败，请检查标题、价格等内容后重试');

    return postId.current;
  }, [autosave]);

  const handleSaveChanges = async () => {
    try {
      if (status === 'published' || status === 'scheduled' || status === 'in_review') {
        const saved = await publish.mutateAsync(toParams(fields, postId.current));
        autosave.markClean();
        setStatus(saved.status);
        if (saved.status === 'in_review') {
          message.info(HELD_MESSAGE);
          return;
        }
      } else {
        await autosave.saveNow();
      }
      message.success('修改已保存');
    } catch (error) {
      message.error(refusalContent(error, '保存失败，请重试'));
    }
  };

  const handlePublish = async (choice: PublishChoice) => {
    try {
      const published = await publish.mutateAsync({
        ...toParams(fields, postId.current),
        ...(choice.at ? { publishAt: choice.at.toISOString() } : {}),
      });
      autosave.markClean();
      postId.current = published.id;
      setStatus(published.status);
      if (published.status === 'in_review') {
        flashNotice(HELD_MESSAGE, 'info');
        navigate(`${paths.contentManagement.href()}?status=in_review`);
      } else if (published.status === 'scheduled') {
        flashNotice(`已设置定时发布：${choice.at ? formatDateTime(choice.at) : ''}`);
        navigate(`${paths.contentManagement.href()}?status=scheduled`);
      } else {
        flashNotice('发布成功');
        navigate(paths.post.href(published.id));
      }
    } catch (error) {
      message.error(refusalContent(error, '发布失败，请重试'));
    }
  };

  const [statusText, statusColor] = STATUS_TEXT[status];

  return (
    <div className="post-editor">
      <div className="post-editor__main">
        {restored && draft && (
          <Alert
            className="post-editor__restored"
            type="info"
            showIcon
            message={`已恢复你上次未发布的草稿（${formatDateTime(draft.updatedAt)}）`}
            action={
              <Button size="small" onClick={onStartNew}>
                写新作品
              </Button>
            }
          />
        )}
        <div className="post-editor__status">
          <Tag color={statusColor}>{statusText}</Tag>
          <SaveState state={autosave.state} status={status} />
        </div>
        <Input
          className="post-editor__title"
          variant="borderless"
          placeholder="请输入标题"
          maxLength={postTitleMax}
          value={fields.title}
          onChange={(e) => update('title', e.target.value)}
          aria-label="标题"
        />
        <Card size="small" title="封面与摘要" className="post-editor__card">
          <div className="post-editor__cover-row">
            <CoverPicker value={fields.coverUrl} onChange={(url) => update('coverUrl', url)} />
            <div className="post-editor__summary">
              <label htmlFor="post-summary" className="post-editor__label">
                摘要 <small>未解锁的读者只能看到标题、封面和这段摘要</small>
              </label>
              <Input.TextArea
                id="post-summary"
                placeholder="一两句话介绍这篇作品"
                autoSize={{ minRows: 3, maxRows: 6 }}
                maxLength={postSummaryMax}
                showCount
                value={fields.summary}
                onChange={(e) => update('summary', e.target.value)}
              />
            </div>
          </div>
        </Card>
        <Card size="small" title="标签" className="post-editor__card">
          <TagInput value={fields.tags} onChange={(tags) => update('tags', tags)} />
        </Card>
        <Card size="small" title="正文" className="post-editor__card post-editor__card--body">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <RichTextEditor initialHtml={fields.bodyHtml} onChange={(html) => update('bodyHtml', html)} />
          </Suspense>
        </Card>
        <Card size="small" title="附件与视频" className="post-editor__card">
          <AttachmentList attachments={attachments} onChange={setAttachments} ensurePostId={ensurePostId} />
        </Card>
      </div>
      <aside className="post-editor__side">
        <PublishPanel
          fields={fields}
          status={status}
          busy={publish.isPending}
          onChange={(patch) => setFields((f) => ({ ...f, ...patch }))}
          onPublish={handlePublish}
          onSaveChanges={handleSaveChanges}
          onSaveDraft={async () => {
            await autosave.saveNow();
            if (postId.current) message.success('草稿已保存');
          }}
        />
      </aside>
    </div>
  );
}
