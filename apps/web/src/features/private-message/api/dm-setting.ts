import { type DmPolicy, privateMessageEndpoints } from '@frog/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dmSettingKey } from './keys';

/** Who may write to the viewer. */
export const useDmSetting = () =>
  useQuery({ queryKey: dmSettingKey, queryFn: () => api(privateMessageEndpoints.dmSetting) });

export function useUpdateDmSetting() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (dmPolicy: DmPolicy) => api(privateMessageEndpoints.updateDmSetting, { dmPolicy }),
    onSuccess: (data) => client.setQueryData(dmSettingKey, data),
  });
}
