import type { DataOf, adminContentEndpoints } from '@frog/contracts';
import { Alert, List, Modal } from 'antd';

type ReadPost = DataOf<typeof adminContentEndpoints.read>;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A post in full for the operator (the body was sanitised by the server when it was saved). */
export function PostReader({ read, onClose }: { read: ReadPost | null; onClose: () => void }) {
  return (
    <Modal
      open={read !== null}
      title={read ? `全文：${read.post.title}` : '全文'}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {read && (
        <>
          <Alert
            type="info"
            showIcon
            title="本次查看已记入操作日志（含查看原因）。"
            style={{ marginBottom: 16 }}
          />
          {/* Sanitised on the server with an allowlist before it was stored, like the post page's body. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text */}
          <div className="post-reader__body" dangerouslySetInnerHTML={{ __html: read.bodyHtml }} />
          {read.attachments.length > 0 && (
            <List
              header="附件"
              size="small"
              dataSource={read.attachments}
              renderItem={(a) => (
                <List.Item key={a.id}>
                  {a.name}{' '}
                  <span className="admin-muted">
                    （{a.kind}，{size(a.size)}）
                  </span>
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Modal>
  );
}
