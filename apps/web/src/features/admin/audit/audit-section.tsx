import { useState } from 'react';
import { CursorResults } from '../shared/cursor-results';
import { useAuditLog } from './api/list-audit-log';
import { AuditEntryCard } from './audit-entry';
import { AuditFilters } from './audit-filters';
import { type AuditFilter, emptyAuditFilter } from './lib/audit-filter';

/** 操作日志: every operator action, newest first, filterable; read only (the log is append-only). */
export function AuditSection() {
  const [filter, setFilter] = useState<AuditFilter>(emptyAuditFilter);
  // The filter form keeps its own draft; a new key resets it when a click on an entry filters.
  const [formKey, setFormKey] = useState(0);
  const query = useAuditLog(filter);

  const applyFromEntry = (next: AuditFilter) => {
    setFilter(next);
    setFormKey((k) => k + 1);
  };

  return (
    <section aria-label="操作日志">
      <AuditFilters key={formKey} value={filter} onChange={setFilter} />
      <CursorResults
        query={query}
        empty="没有符合条件的操作记录"
        renderItem={(entry) => (
          <AuditEntryCard
            key={entry.id}
            entry={entry}
            onFilterOperator={(id) => applyFromEntry({ ...filter, operatorId: String(id) })}
            onFilterTarget={(target) =>
              applyFromEntry({ ...filter, targetKind: target.kind, targetId: target.id })
            }
          />
        )}
      />
    </section>
  );
}
