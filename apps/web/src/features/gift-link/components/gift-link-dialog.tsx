import { Alert, App, Button, Input, Skeleton, Space } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/utils/copy-text';
import { siteUrl } from '@/utils/site-url';
import { useMyGiftLink, useRotateGiftLink } from '../api/gift-links';

/**
 * 赠阅给朋友: the member's link to the post, how many places are used, 复制链接 and 换一个链接 (the
 * old link stops at once; the places it used stay used).
 */
export function GiftLinkDialog({ postId }: { postId: number }) {
  const { message } = App.useApp();
  const link = useMyGiftLink(postId);
  const rotate = useRotateGiftLink(postId);

  if (link.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (link.error)
    return <Alert type="warning" showIcon title={errorMessage(link.error, '赠阅链接获取失败')} />;
  const { path, used, max } = link.data;
  const url = siteUrl(path);

  const copy = async () => {
    if (await copyText(url, null)) void message.success('赠阅链接已复制');
    else void message.info('请长按或选中链接复制');
  };

  const handleRotate = async () => {
    try {
      await rotate.mutateAsync();
      void message.success('已换成新链接，旧链接已失效');
    } catch (error) {
      void message.error(errorMessage(error, '换链接失败，请重试'));
    }
  };

  return (
    <div className="gift-dialog">
      <p className="gift-dialog__lead">
        把这篇作品送给朋友免费阅读：已领取 {used} / {max} 人，每人只能领取一次。
      </p>
      <Input readOnly value={url} aria-label="赠阅链接" onFocus={(event) => event.target.select()} />
      <Space wrap>
        <Button type="primary" onClick={copy}>
          复制链接
        </Button>
        <Button onClick={handleRotate} loading={rotate.isPending}>
          换一个链接
        </Button>
      </Space>
      <p className="gift-dialog__hint">链接泄露了？换一个链接后旧链接立即失效，已领取的名额照常计算。</p>
    </div>
  );
}
