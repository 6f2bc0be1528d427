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

export type UserAction = 'warn' | 'mute' | 'unmute' | 'ban' | 'unban';

const ACTION_ENDPOINTS = {
  warn: adminUserEndpoints.warn,
  unmute: adminUserEndpoints.unmute,
  unban: adminUserEndpoints.unban,
};

/**
 * An operator's action on a user, with the reason the user is told: 警告, 禁言 (for `days`), 解除禁言,
 * 封禁 (for `days`, 0 until lifted; ends every session at once), 解除封禁.
 */
export function useUserAction() {
  return useAdminMutation(
    ({
      action,
      userId,
      reason,
      days,
    }: {
      action: UserAction;
      userId: number;
      reason: string;
      days?: number;
    }) => {
      const target = { userId: String(userId), reason };
      if (action === 'mute') return api(adminUserEndpoints.mute, { ...target, days: String(days) });
      if (action === 'ban') return api(adminUserEndpoints.ban, { ...target, days: String(days ?? 0) });
      return api(ACTION_ENDPOINTS[action], target);
    },
  );
}
