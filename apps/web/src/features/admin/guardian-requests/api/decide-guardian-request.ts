import { adminGuardianRequestEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

type Decision = { id: number; reason: string };

/** 同意: every paid order of the minor's account is refunded, with this reason. */
export const useGrantGuardianRequest = () =>
  useAdminMutation(({ id, reason }: Decision) =>
    api(adminGuardianRequestEndpoints.grant, { id: String(id), reason }),
  );

/** 拒绝 with the reason the guardian is told. */
export const useRefuseGuardianRequest = () =>
  useAdminMutation(({ id, reason }: Decision) =>
    api(adminGuardianRequestEndpoints.refuse, { id: String(id), reason }),
  );
