import { type CreatorCategory, discoveryEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const categoryCreatorsQueryOptions = (category: CreatorCategory) =>
  cursorPagesOptions(['explore', 'category', category], (cursor) =>
    api(discoveryEndpoints.categoryCreators, { category, cursor, pageSize: '20' }),
  );

/** A category's creators, most followed first, a page at a time. */
export const useCategoryCreators = (category: CreatorCategory) =>
  useInfiniteQuery(categoryCreatorsQueryOptions(category));
