import { GIFT_REDEMPTIONS_MAX } from '@frog/contracts';
import { Alert, App, Button, InputNumber, Popconfirm, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useGiftOverview, useRevokeAllGiftLinks, useSetGiftMax } from '../api/gift-links';

/**
 * 赠阅设置 for the author: how many people each paying member may give the post to (0 = off), how
 * many links work and how many people read it by a gift, and 全部链接失效.
 */
export function GiftSettingsDialog({ postId }: { postId: number }) {
  const { message } = App.useApp();
  const overview = useGiftOverview(postId);
  const setMax = useSetGiftMax(postId);
  const revokeAll = useRevokeAllGiftLinks(postId);
  const [typed, setTyped] = useState<number | null>(null);

  if (overview.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (overview.error) {
    return <Alert type="warning" showIcon title={errorMessage(overview.error, '赠阅设置加载失败')} />;
  }
  const { max, liveLinks, redemptions } = overview.data;
  const value = typed ?? max;

  const save = async () => {
    try {
      await setMax.mutateAsync(value);
      void message.success(
        value === 0 ? '已关闭赠阅，所有赠阅链接失效' : `已保存：每位成员可赠阅 ${value} 人`,
      );
    } catch (error) {
      void message.error(errorMessage(error, '保存失败，请重试'));
    }
  };

  const revoke = async () => {
    try {
      await revokeAll.mutateAsync();
      void message.success('全部赠阅链接已失效，已领取的人仍可阅读');
    } catch (error) {
      void message.error(errorMessage(error, '操作失败，请重试'));
    }
  };

  return (
    <div className="gift-dialog">
      <p className="gift-dialog__lead">
        购买或加入方案的成员可以把这篇作品赠送给朋友免费阅读。已通过赠阅阅读 {redemptions} 人，有效链接{' '}
        {liveLinks} 个。
      </p>
      <div className="gift-dialog__field">
        <label htmlFor="gift-max">每位成员最多可赠阅</label>
        <InputNumber
          min={0}
          max={GIFT_REDEMPTIONS_MAX}
          precision={0}
          value={value}
          onChange={(next) => setTyped(next ?? 0)}
          suffix="人"
          id="gift-max"
          style={{ width: 120 }}
        />
      </div>
      <p className="gift-dialog__hint">
        填 0 为关闭赠阅（所有链接随即失效），最多 {GIFT_REDEMPTIONS_MAX} 人。
      </p>
      <Space wrap>
        <Button type="primary" onClick={save} loading={setMax.isPending}>
          保存
        </Button>
        <Popconfirm
          title="让这篇作品的全部赠阅链接失效？"
          description="已领取的人仍可阅读；成员可以再生成新链接。"
          okText="全部失效"
          cancelText="取消"
          onConfirm={revoke}
        >
          <Button danger loading={revokeAll.isPending} disabled={liveLinks === 0}>
            全部链接失效
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}
