import { postEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getDraft = (id?: number) => api(postEndpoints.getDraft, id ? { id: String(id) } : {});

/** With an id: that own post; without: the latest own draft (or null) to continue writing. */
export const draftQueryOptions = (id?: number) =>
  queryOptions({ queryKey: ['post', 'draft', id ?? 'latest'], queryFn: () => getDraft(id), staleTime: 0 });

export const useDraft = (id?: number) => useQuery(draftQueryOptions(id));
