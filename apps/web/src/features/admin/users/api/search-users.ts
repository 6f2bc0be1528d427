import { adminUserEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';
import { useAdminMutation } from '../../shared/use-admin-mutation';

const USERS_PAGE_SIZE = 10;

export const adminUsersQueryOptions = (keyword: string, page: number) =>
  numberedPageOptions([...adminKey, 'users', keyword], { page, pageSize: USERS_PAGE_SIZE }, (paging) =>
    api(adminUserEndpoints.search, { keyword, ...paging }),
  );

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

type StandingAction =
  | { action: 'warn' | 'unmute'; userId: number; reason: string }
  | { action: 'mute'; userId: number; days: number; reason: string };

/** 警告, 禁言 (for a number of days) or 解除禁言, with a reason the user is told. */
export function useUserStanding() {
  return useAdminMutation((change: StandingAction) => {
    const target = { userId: String(change.userId), reason: change.reason };
    if (change.action === 'mute')
      return api(adminUserEndpoints.mute, { ...target, days: String(change.days) });
    return api(change.action === 'warn' ? adminUserEndpoints.warn : adminUserEndpoints.unmute, target);
  });
}
