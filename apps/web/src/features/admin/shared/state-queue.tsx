import type { ReactNode } from 'react';
import { CountedSegmented } from './counted-segmented';
import { type PagedQuery, PagedResults } from './paged-results';
import { usePagedFilter } from './use-paged-filter';

/** A state of the queue: its value, its name in the filter, what its empty page says. */
export type QueueFilter<S extends string> = { value: S; label: string; empty: string };

type StateQueueProps<S extends string, T> = {
  /** The states to choose from; the first is chosen at first. */
  filters: QueueFilter<S>[];
  /** The query hook for one state's page. */
  useList: (status: S, page: number) => PagedQuery<T>;
  /**
   * Counts of states other than the chosen one, for a queue whose every state waits for an operator
   * (the chosen state's count comes from its page).
   */
  otherTotals?: Partial<Record<S, number>>;
  /** Shown in the toolbar before the states. */
  heading?: ReactNode;
  listClassName?: string;
  renderItem: (item: T) => ReactNode;
};

/** A queue by state: the state filter with its count, then that state's page-numbered list. */
export function StateQueue<S extends string, T>({
  filters,
  useList,
  otherTotals,
  heading,
  listClassName,
  renderItem,
}: StateQueueProps<S, T>) {
  const { filter: status, changeFilter, page, setPage } = usePagedFilter<S>(filters[0]!.value);
  const query = useList(status, page);

  return (
    <>
      <div className="admin-toolbar">
        {heading}
        <CountedSegmented
          value={status}
          options={filters}
          totals={{ ...otherTotals, [status]: query.data?.total }}
          onChange={changeFilter}
        />
      </div>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        empty={filters.find((f) => f.value === status)?.empty ?? ''}
        listClassName={listClassName}
        renderItem={renderItem}
      />
    </>
  );
}

/** A console section that is one queue by state, named `label` (the section's accessible name). */
export function QueueSection<S extends string, T>({
  label,
  ...queue
}: StateQueueProps<S, T> & { label: string }) {
  return (
    <section aria-label={label}>
      <StateQueue {...queue} />
    </section>
  );
}
