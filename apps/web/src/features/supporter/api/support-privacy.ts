import { supporterEndpoints } from '@frog/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const supportPrivacyKey = ['supporter', 'privacy'] as const;

export const supportPrivacyQueryOptions = () =>
  queryOptions({ queryKey: supportPrivacyKey, queryFn: () => api(supporterEndpoints.privacy) });

/** The signed-in user's switch: appear as 匿名支持者 on 充电榜 and in creators' order lists. */
export const useSupportPrivacy = () => useQuery(supportPrivacyQueryOptions());

export function useSetSupportPrivacy() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (anonymous: boolean) => api(supporterEndpoints.setPrivacy, { anonymous: String(anonymous) }),
    onSuccess: (data) => {
      client.setQueryData(supportPrivacyKey, data);
      // Every 充电榜 already loaded shows the supporter the new way.
      return client.invalidateQueries({ queryKey: ['supporter', 'rank'] });
    },
  });
}
