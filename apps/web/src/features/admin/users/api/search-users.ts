import { adminUserEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';
import { useAdminMutation } from '../../shared/use-admin-mutation';

export const USERS_PAGE_SIZE = 10;

export const adminUsersQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'users', keyword, page],
    queryFn: () =>
      api(adminUserEndpoints.search, { keyword, page: String(page), pageSize: String(USERS_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });

/** Users by id, phone, profile address or nickname; nothing is asked before a search. */
export const useAdminUsers = (keyword: string, page: number) =>
  useQuery({ ...adminUsersQueryOptions(keyword, page), enabled: keyword !== '' });

/** 封禁 (ends every session at once) or 解除封禁, with a reason. */
export function useBanUser() {
  return useAdminMutation(
    ({ action, userId, reason }: { action: 'ban' | 'unban'; userId: number; reason: string }) =>
      api(action === 'ban' ? adminUserEndpoints.ban : adminUserEndpoints.unban, {
        userId: String(userId),
        reason,
      }),
  );
}
