import { type SetStateAction, useState } from 'react';

/** A list's filter and page: a new filter starts again at page 1. */
export function usePagedFilter<F>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);

  const changeFilter = (next: SetStateAction<F>) => {
    setFilter(next);
    setPage(1);
  };

  return { filter, changeFilter, page, setPage };
}
