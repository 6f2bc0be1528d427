import { LockOutlined } from '@ant-design/icons';
import type { PostDetail } from '@frog/contracts';
import { PlainButton } from '@/components/plain-button';
import { usePurchaseActions } from '../hooks/use-purchase-actions';

/**
 * Shown instead of the body of a locked post: what it costs and the ways in. Plain markup: the server
 * writes the same into the HTML of `/post/:id` (apps/server/src/web/post-page.ts), so keep the two alike.
 */
export function LockPanel({ post }: { post: PostDetail }) {
  const actions = usePurchaseActions();
  const canBuy = post.visibility === 'paid' || post.visibility === 'plan_or_paid';
  const hasPlans = post.plans.length > 0 && post.visibility !== 'paid';

  return (
    <section className="lock-panel" aria-label="付费内容">
      <LockOutlined className="lock-panel__icon" />
      <h2 className="lock-panel__title">{canBuy ? '这是一篇付费作品' : '这是支持方案专享作品'}</h2>
      <p className="lock-panel__hint">
        {canBuy && hasPlans
          ? `单独解锁 ¥${post.price}，或加入下方任一支持方案即可查看全文`
          : canBuy
            ? `解锁后可查看全文${post.counts.attachments > 0 ? `和 ${post.counts.attachments} 个附件` : ''}`
            : '加入下方任一支持方案即可查看全文'}
      </p>
      {canBuy && post.abilities.unlock && (
        <PlainButton
          variant="primary"
          size="large"
          className="lock-panel__unlock"
          onClick={() => actions.unlock(post.id, post.price)}
        >
          解锁 ¥{post.price}
        </PlainButton>
      )}
      {hasPlans && (
        <ul className="lock-panel__plans">
          {post.plans.map((plan) => (
            <li key={plan.id} className="lock-panel__plan">
              <span className="lock-panel__plan-name">{plan.name}</span>
              <span className="lock-panel__plan-price">¥{plan.price}/月</span>
              <PlainButton onClick={() => actions.joinPlan(plan.id)}>加入方案</PlainButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
