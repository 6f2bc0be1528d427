import { type DmPolicy, dmPolicyLabels } from '@frog/contracts';
import { App } from 'antd';
import { ChoiceSetting } from '@/components/choice-setting';
import { errorMessage } from '@/lib/api-client';
import { useDmSetting, useUpdateDmSetting } from '../api/dm-setting';

const OPTIONS = (['everyone', 'followers', 'supporters'] as const).map((value) => ({
  value,
  label: dmPolicyLabels[value],
}));

/** 私信权限 in 创作者设置: who may start a private message with the creator. */
export function DmSettingSection() {
  const { message } = App.useApp();
  const setting = useDmSetting();
  const update = useUpdateDmSetting();

  return (
    <ChoiceSetting<DmPolicy>
      name="dm-setting"
      title="私信权限"
      hint="谁可以给你发私信。支持者指买过你的作品、打赏过你或正在订阅你的支持方案的人；你先发过私信的人总能回复你，屏蔽的用户不能给你发私信。"
      options={OPTIONS}
      value={setting.data?.dmPolicy}
      loading={setting.isPending}
      saving={update.isPending ? update.variables : undefined}
      onChoose={(policy) =>
        update.mutate(policy, {
          onSuccess: () => message.success('私信权限已保存'),
          onError: (error) => message.error(errorMessage(error)),
        })
      }
    />
  );
}
