import { CreatorGate } from '@/components/creator-gate';
import { CommentBanSection } from '@/features/comment/components/comment-ban-section';
import { CommentHiddenSection } from '@/features/comment/components/comment-hidden-section';
import { CommentWordSection } from '@/features/comment/components/comment-word-section';
import { DiscountCodeSection } from '@/features/discount-code/components/discount-code-section';
import { CreatorCategorySection } from '@/features/discovery/components/creator-category-section';
import { PayoutAccountSection } from '@/features/payout/components/payout-account-section';
import { DmSettingSection } from '@/features/private-message/components/dm-setting-section';
import '@/features/private-message/components/private-message.css';
import { PlanManager } from '@/features/support-plan/components/plan-manager';
import '@/features/support-plan/components/support-plan.css';
import { currentUserQueryOptions } from '@/lib/auth';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(currentUserQueryOptions()));

/**
 * 创作者设置: the creator's support plans (list, create, edit, order, close/reopen), 优惠码, 创作类别, payout account,
 * 私信权限, and their comment areas (禁止评论的用户, 评论区屏蔽词, 被隐藏的评论).
 */
export function Component() {
  return (
    <div className="page">
      <h1 className="page__title">创作者设置</h1>
      <CreatorGate title="成为创作者后才能设置支持方案">
        {(user) => (
          <>
            <PlanManager creatorId={Number(user.id)} />
            <DiscountCodeSection creatorId={Number(user.id)} />
            <CreatorCategorySection />
            <PayoutAccountSection />
            <DmSettingSection />
            <CommentBanSection />
            <CommentWordSection />
            <CommentHiddenSection />
          </>
        )}
      </CreatorGate>
    </div>
  );
}
