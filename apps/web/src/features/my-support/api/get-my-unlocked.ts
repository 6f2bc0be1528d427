import { mySupportEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const myUnlockedQueryOptions = () =>
  cursorPagesOptions(['my-support', 'unlocked'], (cursor) =>
    api(mySupportEndpoints.unlocked, { cursor, pageSize: '20' }),
  );

/** Posts the signed-in user unlocked, newest first. */
export const useMyUnlocked = () => useInfiniteQuery(myUnlockedQueryOptions());
