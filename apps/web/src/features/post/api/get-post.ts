import { postEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPost = (id: number) => api(postEndpoints.get, { id: String(id) });

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['post', id, 'detail'], queryFn: () => getPost(id) });

/** One post as the viewer may see it: `bodyHtml` null and no attachments when locked. */
export const usePost = (id: number) => useQuery(postQueryOptions(id));
