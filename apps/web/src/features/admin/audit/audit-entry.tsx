import { type AuditEntry, auditActionText, auditTargetKindText } from '@frog/contracts';
import { Button, Card } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { describeChanges } from './lib/audit-changes';

/** One audit entry: who, when, what on which target, why, and each changed field before → after. */
export function AuditEntryCard({
  entry,
  onFilterOperator,
  onFilterTarget,
}: {
  entry: AuditEntry;
  onFilterOperator: (id: number) => void;
  onFilterTarget: (target: AuditEntry['target']) => void;
}) {
  const changes = describeChanges(entry.before, entry.after, entry.action);

  return (
    <Card size="small" className="admin-card audit-entry" data-testid={`audit-${entry.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">{auditActionText[entry.action]}</span>
        <span className="admin-muted">{formatDateTime(entry.createdAt, { seconds: true })}</span>
      </div>
      <div className="audit-entry__meta">
        <span>
          操作人：
          <Button type="link" size="small" onClick={() => onFilterOperator(entry.operator.id)}>
            {entry.operator.nickname}（#{entry.operator.id}）
          </Button>
        </span>
        <span>
          对象：
          <Button type="link" size="small" onClick={() => onFilterTarget(entry.target)}>
            {auditTargetKindText[entry.target.kind]}{' '}
            {/^\d+$/.test(entry.target.id) ? `#${entry.target.id}` : entry.target.id}
          </Button>
        </span>
      </div>
      {entry.reason && <p className="audit-entry__reason">原因：{entry.reason}</p>}
      {changes.length > 0 && (
        <table className="audit-entry__changes">
          <thead>
            <tr>
              <th scope="col">字段</th>
              <th scope="col">操作前</th>
              <th scope="col">操作后</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className={c.changed ? 'audit-entry__changed' : undefined}>
                <th scope="row">{c.label}</th>
                <td>{c.before}</td>
                <td>
                  {c.changed && <span aria-hidden="true">→ </span>}
                  {c.after}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
