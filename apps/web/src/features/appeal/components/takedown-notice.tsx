import type { PostDetail } from '@frog/contracts';
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/components/plain-button';
import { formatDateTime } from '@/utils/format-time';

const AppealDialog = lazy(() => import('./appeal-dialog'));

type Takedown = NonNullable<PostDetail['takedown']>;

/** Where the author's appeal stands, in words. */
function appealState(appeal: NonNullable<Takedown['appeal']>): string {
  if (appeal.status === 'open')
    return `你已于 ${formatDateTime(appeal.createdAt)} 提交申诉，平台处理后会通过系统通知告诉你。`;
  if (appeal.status === 'rejected') return `申诉未通过：${appeal.outcome ?? ''}`;
  return '申诉已通过。';
}

/** On the author's own taken-down post: why, and 申诉 (once per takedown) or where the appeal stands. */
export function TakedownNotice({ postId, takedown }: { postId: number; takedown: Takedown }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <div className="post-article__takedown" role="alert">
      <p>该作品已被下架，只有你自己能看到。原因：{takedown.reason}</p>
      {takedown.appeal && <p>{appealState(takedown.appeal)}</p>}
      {takedown.canAppeal && (
        <PlainButton
          size="small"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          申诉
        </PlainButton>
      )}
      {opened && (
        <Suspense fallback={null}>
          <AppealDialog postId={postId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
