import { type ParamsOf, seriesEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';

type Fields = { title: string; description: string };

export const createSeries = (fields: Fields) => api(seriesEndpoints.create, fields);
export const updateSeries = (id: number, fields: Fields) =>
  api(seriesEndpoints.update, { id: String(id), ...fields });
export const deleteSeries = (id: number) => api(seriesEndpoints.delete, { id: String(id) });
export const setSeriesPosts = (params: ParamsOf<typeof seriesEndpoints.setPosts>) =>
  api(seriesEndpoints.setPosts, params);

/** Creates (no id) or renames / describes (id) a series; every series read refetches. */
export const useSaveSeries = () =>
  useRefetchingMutation(
    ({ id, fields }: { id?: number; fields: Fields }) =>
      id === undefined ? createSeries(fields) : updateSeries(id, fields),
    ['series'],
  );

export const useDeleteSeries = () => useRefetchingMutation(deleteSeries, ['series']);

/** Saves a series' posts in this order (add, remove and move are all this call). */
export const useSetSeriesPosts = () => useRefetchingMutation(setSeriesPosts, ['series']);
