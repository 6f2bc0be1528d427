import { LockOutlined } from '@ant-design/icons';
import type { PostDetail } from '@frog/contracts';
import { CREATOR_NOT_RECEIVING_TEXT } from '@frog/contracts/support';
import { Link } from 'react-router';
import { buttonClass, PlainButton } from '@/components/plain-button';
import { paths } from '@/config/paths';
import { usePurchaseActions } from '../hooks/use-purchase-actions';
import './lock-panel.css';

/**
 * Shown instead of the body of a locked post: what it costs and the ways in. Plain markup: the server
 * writes the same into the HTML of `/post/:id` (apps/server/src/web/post-page.ts), so keep the two alike.
 */
export function LockPanel({ post }: { post: PostDetail }) {
  const actions = usePurchaseActions();
  const canBuy = post.visibility === 'paid' || post.visibility === 'plan_or_paid';
  // Split mode, author without a Huifu account: the ways in are shown as closed, and why.
  const hasPlans = post.plans.length > 0 && post.visibility !== 'paid' && post.authorTakesPayments;

  return (
    <section className="lock-panel" aria-label="付费内容">
      <LockOutlined className="lock-panel__icon" />
      <h2 className="lock-panel__title">{canBuy ? '这是一篇付费作品' : '这是支持方案专享作品'}</h2>
      <p className="lock-panel__hint">
        {!post.authorTakesPayments
          ? CREATOR_NOT_RECEIVING_TEXT
          : canBuy && hasPlans
            ? `单独解锁 ¥${post.price}，或加入下方任一支持方案即可查看全文`
            : canBuy
              ? `解锁后可查看全文${post.counts.attachments > 0 ? `和 ${post.counts.attachments} 个附件` : ''}`
              : '加入下方任一支持方案即可查看全文'}
      </p>
      {canBuy &&
        post.abilities.unlock &&
        (actions.isSignedIn ? (
          <PlainButton
            variant="primary"
            size="large"
            className="lock-panel__unlock"
            onClick={() => actions.unlock(post.id, post.price)}
          >
            解锁 ¥{post.price}
          </PlainButton>
        ) : (
          // A visitor signs in first: a link, which works before the app has started too.
          <Link
            to={actions.signInHref}
            className={`${buttonClass({ variant: 'primary', size: 'large' })} lock-panel__unlock`}
          >
            <span>解锁 ¥{post.price}</span>
          </Link>
        ))}
      {hasPlans && (
        <ul className="lock-panel__plans">
          {post.plans.map((plan) => (
            <li key={plan.id} className="lock-panel__plan">
              <span className="lock-panel__plan-name">{plan.name}</span>
              <span className="lock-panel__plan-price">¥{plan.price}/月</span>
              <Link
                to={actions.isSignedIn ? paths.package.href(plan.id) : actions.signInHref}
                className={buttonClass()}
              >
                加入方案
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
