import { adminRefundRequestEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

type Decision = { id: number; reason: string };

/** 同意退款 with the reason buyer and creator are told (it is the refund's reason). */
export const useGrantRefundRequest = () =>
  useAdminMutation(({ id, reason }: Decision) =>
    api(adminRefundRequestEndpoints.grant, { id: String(id), reason }),
  );

/** 拒绝 with the reason buyer and creator are told. */
export const useRefuseRefundRequest = () =>
  useAdminMutation(({ id, reason }: Decision) =>
    api(adminRefundRequestEndpoints.refuse, { id: String(id), reason }),
  );
