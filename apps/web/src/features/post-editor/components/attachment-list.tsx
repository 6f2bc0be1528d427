import { DeleteOutlined, FileOutlined, PaperClipOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { PostAttachment } from '@frog/contracts';
import { App, Button, Progress, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { confirmDanger } from '@/lib/confirm-danger';
import { removeAttachment } from '../api/remove-attachment';
import { uploadAttachment } from '../api/upload-attachment';
import { checkAttachmentFile, formatBytes, VIDEO_ACCEPT } from '../lib/file-rules';

type Uploading = { name: string; kind: 'file' | 'video'; percent: number; loaded: number; total: number };

type Props = {
  attachments: PostAttachment[];
  onChange: (next: PostAttachment[]) => void;
  /** The post's id, saving the draft first when it has none yet. */
  ensurePostId: () => Promise<number>;
};

/**
 * Attachments and videos of the post: uploaded with a real progress bar (bytes sent), kept
 * privately by the server and shown to readers only when they may read the post.
 */
export function AttachmentList({ attachments, onChange, ensurePostId }: Props) {
  const { message, modal } = App.useApp();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(attachments);
  latest.current = attachments;

  const startUpload = async (file: File, kind: 'file' | 'video') => {
    setUploading({ name: file.name, kind, percent: 0, loaded: 0, total: file.size });
    abort.current = new AbortController();
    try {
      const postId = await ensurePostId();
      const saved = await uploadAttachment(postId, file, kind, {
        signal: abort.current.signal,
        onProgress: ({ percent, loaded, total }) =>
          setUploading((u) => u && { ...u, percent, loaded, total }),
      });
      onChange([...latest.current, saved]);
      message.success(`${kind === 'video' ? '视频' : '附件'}「${saved.name}」已上传`);
    } catch (error) {
      message.error(errorMessage(error, '上传失败，请重试'));
    } finally {
      setUploading(null);
      abort.current = null;
    }
  };

  const picker =
    (kind: 'file' | 'video'): UploadProps['beforeUpload'] =>
    (file) => {
      const problem = checkAttachmentFile(file, kind);
      if (problem) message.error(problem);
      else void startUpload(file, kind);

      return Upload.LIST_IGNORE;
    };

  const handleRemove = (attachment: PostAttachment) =>
    confirmDanger(modal, {
      title: `删除「${attachment.name}」？`,
      content: '删除后读者将无法再下载它。',
      okText: '删除',
      onOk: async () => {
        try {
          await removeAttachment(attachment.id);
          onChange(latest.current.filter((a) => a.id !== attachment.id));
        } catch (error) {
          message.error(errorMessage(error, '删除失败，请重试'));
        }
      },
    });

  const busy = uploading !== null;

  return (
    <div className="attachment-list">
      <div className="attachment-list__actions">
        <Upload showUploadList={false} beforeUpload={picker('file')} disabled={busy}>
          <Button icon={<PaperClipOutlined />} disabled={busy}>
            添加附件
          </Button>
        </Upload>
        <Upload accept={VIDEO_ACCEPT} showUploadList={false} beforeUpload={picker('video')} disabled={busy}>
          <Button icon={<VideoCameraOutlined />} disabled={busy}>
            添加视频
          </Button>
        </Upload>
        <span className="attachment-list__hint">附件 100MB、视频 500MB 以内；仅有权查看全文的读者可下载</span>
      </div>
      {uploading && (
        <div className="attachment-list__uploading" aria-live="polite">
          <div className="attachment-list__row">
            <span className="attachment-list__name">
              {uploading.kind === 'video' ? <VideoCameraOutlined /> : <FileOutlined />} {uploading.name}
            </span>
            <Button size="small" type="link" onClick={() => abort.current?.abort()}>
              取消
            </Button>
          </div>
          <Progress percent={uploading.percent} status="active" aria-label="上传进度" />
          <small className="attachment-list__bytes">
            已上传 {formatBytes(uploading.loaded)} / {formatBytes(uploading.total)}
          </small>
        </div>
      )}
      {attachments.length > 0 && (
        <ul className="attachment-list__items">
          {attachments.map((a) => (
            <li key={a.id} className="attachment-list__row">
              <span className="attachment-list__name">
                {a.kind === 'video' ? <VideoCameraOutlined /> : <FileOutlined />} {a.name}
              </span>
              <span className="attachment-list__size">{formatBytes(a.size)}</span>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除 ${a.name}`}
                onClick={() => handleRemove(a)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
