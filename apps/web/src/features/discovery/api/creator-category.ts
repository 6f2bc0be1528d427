import { type CreatorCategory, creatorEndpoints } from '@frog/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const creatorCategoryKey = ['creator', 'category'] as const;

/** The creator's own 创作类别. */
export const useCreatorCategory = () =>
  useQuery({ queryKey: creatorCategoryKey, queryFn: () => api(creatorEndpoints.category) });

/** Moves the creator to another category; 发现's lists are read again. */
export function useUpdateCreatorCategory() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (category: CreatorCategory) => api(creatorEndpoints.updateCategory, { category }),
    onSuccess: (data) => {
      client.setQueryData(creatorCategoryKey, data);
      void client.invalidateQueries({ queryKey: ['explore'] });
    },
  });
}
