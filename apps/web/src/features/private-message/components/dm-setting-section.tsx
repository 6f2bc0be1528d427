import { type DmPolicy, dmPolicyLabels } from '@frog/contracts';
import { App, Radio, Skeleton } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { useDmSetting, useUpdateDmSetting } from '../api/dm-setting';

const OPTIONS: DmPolicy[] = ['everyone', 'followers', 'supporters'];

/** 私信权限 in 创作者设置: who may start a private message with the creator. */
export function DmSettingSection() {
  const { message } = App.useApp();
  const setting = useDmSetting();
  const update = useUpdateDmSetting();

  return (
    <section className="dm-setting" aria-labelledby="dm-setting-title">
      <h2 id="dm-setting-title" className="dm-setting__title">
        私信权限
      </h2>
      <p className="dm-setting__hint">
        谁可以给你发私信。支持者指买过你的作品、打赏过你或正在订阅你的支持方案的人；你先发过私信的人总能回复你，屏蔽的用户不能给你发私信。
      </p>
      {setting.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Radio.Group
          aria-labelledby="dm-setting-title"
          value={update.isPending ? update.variables : setting.data?.dmPolicy}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(e.target.value as DmPolicy, {
              onSuccess: () => message.success('私信权限已保存'),
              onError: (error) => message.error(errorMessage(error)),
            })
          }
          options={OPTIONS.map((value) => ({ value, label: dmPolicyLabels[value] }))}
        />
      )}
    </section>
  );
}
