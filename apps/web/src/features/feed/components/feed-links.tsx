import './feed.css';
import { CopyOutlined, WifiOutlined } from '@ant-design/icons';
import { publicFeedPath } from '@frog/contracts';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { confirmDanger } from '@/lib/confirm-danger';
import { getMemberFeedUrl, resetMemberFeedUrl } from '../api/member-feed-url';
import { copyText } from '@/utils/copy-text';

/** The viewer's private feed of this creator: shown, copied and reset on request. */
function PrivateFeed({ creatorId }: { creatorId: number }) {
  const { message, modal } = App.useApp();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (load: () => Promise<{ url: string }>, done?: string) => {
    setBusy(true);
    try {
      const { url: next } = await load();
      setUrl(next);
      if (done) message.success(done);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const handleCopy = async () => {
    if (url && (await copyText(url, null))) message.success('订阅地址已复制，粘贴到阅读器即可');
    else message.info('请长按或选中地址手动复制');
  };
  const handleReset = () =>
    confirmDanger(modal, {
      title: '重置私人订阅地址？',
      content: '旧地址会立即失效，已添加到阅读器的需要换成新地址。',
      okText: '重置',
      onOk: () => run(() => resetMemberFeedUrl(creatorId), '已生成新的订阅地址'),
    });

  if (!url)
    return (
      <Button loading={busy} onClick={() => run(() => getMemberFeedUrl(creatorId))}>
        获取我的私人订阅地址
      </Button>
    );

  return (
    <div>
      <p className="feed-links__hint">
        私人地址含你已解锁和加入方案可读的全文，只属于你：请勿分享。退款或方案到期后，全文会自动从中移除。
      </p>
      <div className="feed-links__url">
        <Input
          readOnly
          value={url}
          aria-label="我的私人订阅地址"
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" icon={<CopyOutlined />} onClick={handleCopy}>
          复制
        </Button>
        <Button danger loading={busy} onClick={handleReset}>
          重置
        </Button>
      </div>
    </div>
  );
}

/**
 * 订阅 on a creator's profile: the public RSS (free posts in full, previews of the rest) for
 * everyone, and for a signed-in reader their own private feed.
 */
export function FeedLinks({
  creatorId,
  slug,
  signedIn,
}: {
  creatorId: number;
  slug: string;
  signedIn: boolean;
}) {
  return (
    <section className="feed-links" aria-label="订阅">
      <div className="feed-links__row">
        <strong>
          <WifiOutlined rotate={45} /> RSS 订阅
        </strong>
        <a href={publicFeedPath(slug)} target="_blank" rel="noreferrer">
          公开订阅源（免费作品全文，付费作品仅摘要）
        </a>
      </div>
      {signedIn && <PrivateFeed creatorId={creatorId} />}
    </section>
  );
}
