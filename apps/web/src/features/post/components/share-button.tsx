import { ShareAltOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { PlainButton } from '@/components/plain-button';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { getShareInfo } from '../api/get-share-info';
import { copyText } from '@/utils/copy-text';

const isWeChat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

/**
 * 分享: copies the post's link; inside WeChat it points at the ⋯ menu instead. Plain: its message
 * and dialog load with Ant Design on the click (the post page's first load has none).
 */
export function ShareButton({ postId }: { postId: number }) {
  const [loading, setLoading] = useState(false);

  const handleShare = async () => {
    const { message, modal } = await loadDialogs();
    if (isWeChat()) {
      modal.info({
        title: '分享给朋友',
        content: '点击右上角 ⋯ 菜单，选择「发送给朋友」或「分享到朋友圈」。',
        okText: '知道了',
      });
      return;
    }
    setLoading(true);
    try {
      const info = await getShareInfo(postId);
      if (await copyText(`${info.title} ${info.url}`, null)) {
        message.success('链接已复制，快去分享吧');
      } else {
        modal.info({ title: '复制下面的链接分享', content: info.url, okText: '好的' });
      }
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '获取分享链接失败');
    } finally {
      setLoading(false);
    }
  };

  return (
    <PlainButton icon={<ShareAltOutlined />} loading={loading} onClick={handleShare}>
      分享
    </PlainButton>
  );
}
