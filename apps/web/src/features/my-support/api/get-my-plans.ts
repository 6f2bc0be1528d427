import { mySupportEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const myPlansQueryOptions = () =>
  cursorPagesOptions(['my-support', 'plans'], (cursor) =>
    api(mySupportEndpoints.plans, { cursor, pageSize: '20' }),
  );

/** The plans the signed-in user joined: running ones first, each with its end. */
export const useMyPlans = () => useInfiniteQuery(myPlansQueryOptions());
