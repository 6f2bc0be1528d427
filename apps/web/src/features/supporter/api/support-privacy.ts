import { type DataOf, supporterEndpoints } from '@frog/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const supportPrivacyKey = ['supporter', 'privacy'] as const;

type SupportPrivacy = DataOf<typeof supporterEndpoints.privacy>;

export const supportPrivacyQueryOptions = () =>
  queryOptions({ queryKey: supportPrivacyKey, queryFn: () => api(supporterEndpoints.privacy) });

/** The signed-in user's switches: on 充电榜 or not (and whether they answered), and 匿名支持者. */
export const useSupportPrivacy = (enabled = true) => useQuery({ ...supportPrivacyQueryOptions(), enabled });

/** What a switch answered goes into the kept settings; every 充电榜 already loaded shows it. */
function applyChange(client: QueryClient, change: Partial<SupportPrivacy>) {
  client.setQueryData(supportPrivacyKey, (old: SupportPrivacy | undefined) =>
    old ? { ...old, ...change } : old,
  );

  return client.invalidateQueries({ queryKey: ['supporter', 'rank'] });
}

export function useSetSupportPrivacy() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (anonymous: boolean) => api(supporterEndpoints.setPrivacy, { anonymous: String(anonymous) }),
    onSuccess: (data) => applyChange(client, data),
  });
}

/** 在充电榜上显示我: the supporter's answer (asked once after their first support), changeable. */
export function useSetRankConsent() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (show: boolean) => api(supporterEndpoints.setRankConsent, { show: String(show) }),
    onSuccess: (data) => applyChange(client, data),
  });
}
