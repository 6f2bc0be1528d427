import { Empty } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryFailure } from '@/components/query-failure';
import { LoadMore } from '../shared/load-more';
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
  const entries = query.data?.pages.flatMap((p) => p.list) ?? [];

  const applyFromEntry = (next: AuditFilter) => {
    setFilter(next);
    setFormKey((k) => k + 1);
  };

  return (
    <section aria-label="操作日志">
      <AuditFilters key={formKey} value={filter} onChange={setFilter} />
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && entries.length === 0 && <Empty description="没有符合条件的操作记录" />}
      {entries.length > 0 && (
        <>
          <div className="admin-list">
            {entries.map((entry) => (
              <AuditEntryCard
                key={entry.id}
                entry={entry}
                onFilterOperator={(id) => applyFromEntry({ ...filter, operatorId: String(id) })}
                onFilterTarget={(target) =>
                  applyFromEntry({ ...filter, targetKind: target.kind, targetId: target.id })
                }
              />
            ))}
          </div>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoad={() => query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
