import { GiftOutlined } from '@ant-design/icons';
import { BANNED_PROFILE_TEXT } from '@frog/contracts/admin-user';
import type { UserProfile } from '@frog/contracts';
import { CREATOR_NOT_RECEIVING_TEXT } from '@frog/contracts/support';
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { PrimaryLink } from '@/components/primary-link';
import { paths } from '@/config/paths';
import { FollowButton } from '@/features/follow/components/follow-button';
import { useAuthorPosts } from '@/features/post/api/list-by-author';
import { PostFeed } from '@/features/post/components/post-feed';
import { usePurchaseActions } from '@/features/post/hooks/use-purchase-actions';
import { feedProps } from '@/features/post/lib/feed-props';
import { PrivateMessageButton } from '@/features/private-message/components/private-message-button';
import { ReportButton } from '@/features/report/components/report-button';
import { useCreatorPlans } from '@/features/profile/api/get-creator-plans';
import { profileQueryOptions, useProfile } from '@/features/profile/api/get-profile';
import { PlanCards } from '@/features/profile/components/plan-cards';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import '@/features/profile/components/profile.css';
import { FeedLinks } from '@/features/feed/components/feed-links';
import { ProfileSeries } from '@/features/series/components/profile-series';
import { RewardArrivalNotice } from '@/features/reward/components/reward-arrival-notice';
import { RankConsentPrompt } from '@/features/supporter/components/rank-consent-prompt';
import '@/features/reward/components/reward.css';
import { SupporterRank } from '@/features/supporter/components/supporter-rank';
import '@/features/supporter/components/supporter.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';

/** Starts fetching the profile alongside the page chunk; the page shows its own errors. */
export function loader({ params }: { params: { suffix?: string } }) {
  if (params.suffix) void queryClient.prefetchQuery(profileQueryOptions(params.suffix));

  return null;
}

function ProfilePosts({ slug, isSelf }: { slug: string; isSelf: boolean }) {
  const posts = useAuthorPosts(slug);

  return (
    <section className="profile-section" aria-label="作品">
      <h2 className="profile-section__title">作品</h2>
      <PostFeed
        {...feedProps(posts)}
        showAuthor={false}
        empty={
          <Empty description={isSelf ? '你还没有发布作品' : '还没有发布作品'}>
            {isSelf && (
              <Link to={paths.createPost.href()}>
                <Button type="primary">发布第一篇作品</Button>
              </Link>
            )}
          </Empty>
        }
      />
    </section>
  );
}

/**
 * Split mode, a creator whose Huifu account is not open yet: the page offers no 打赏 or 加入 (the
 * server says so in `takesPayments` and the plans' abilities) and says why; the creator is sent to
 * open it.
 */
function NotReceivingNotice({ isSelf }: Pick<UserProfile, 'isSelf'>) {
  return isSelf ? (
    <Alert
      className="profile-notice"
      type="warning"
      showIcon
      message="你还没有开通收款账户，支持者暂时无法打赏、解锁作品或加入你的支持方案"
      action={<Link to={paths.creatorSettings.href()}>去开通</Link>}
    />
  ) : (
    <Alert className="profile-notice" type="info" showIcon message={CREATOR_NOT_RECEIVING_TEXT} />
  );
}

function ProfilePage({ slug }: { slug: string }) {
  const { data: profile, error, isPending, refetch } = useProfile(slug);
  // A banned creator's page shows no plans (see below), so it does not ask for them.
  const plans = useCreatorPlans(slug, profile?.isCreator === true && !profile.banned);
  const actions = usePurchaseActions();
  // As the server wrote it into the HTML (web/share-meta.ts): `昵称 - 创作蛙`.
  useDocumentTitle(profile?.nickname);

  if (isPending) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  // A slug no profile can have (too long, bad characters) is refused as a bad parameter: not found too.
  if (error instanceof RequestError && (error.code === 404 || error.code === 400)) {
    return (
      <Result
        status="404"
        title="用户不存在"
        subTitle="这个主页地址可能已经更改。"
        extra={<PrimaryLink to={paths.search.href()}>搜索创作者</PrimaryLink>}
      />
    );
  }
  if (error) {
    return (
      <Result
        status="warning"
        title="主页加载失败"
        subTitle={error.message || '请检查网络后重试'}
        extra={<Button onClick={() => refetch()}>重试</Button>}
      />
    );
  }

  // The server gives a banned user's page nothing to act on; the page says why instead of offering
  // follow, tip, message, plans or posts that would only be refused.
  if (profile.banned) {
    return (
      <>
        <ProfileHeader profile={profile} />
        <Result
          status="warning"
          title={BANNED_PROFILE_TEXT}
          subTitle="该账号因违反平台规则已被封禁，暂时无法关注、打赏或私信，其作品和支持方案也已隐藏。"
        />
      </>
    );
  }

  return (
    <>
      <RewardArrivalNotice />
      <RankConsentPrompt />
      <ProfileHeader
        profile={profile}
        followSlot={
          <div className="profile-actions">
            {profile.abilities.follow && (
              <FollowButton
                userId={profile.id}
                isFollowing={profile.isFollowing}
                onChange={() => refetch()}
              />
            )}
            {profile.isCreator && !profile.isSelf && profile.takesPayments && (
              <Button icon={<GiftOutlined />} onClick={() => actions.tipCreator(profile.id)}>
                打赏
              </Button>
            )}
            {!profile.isSelf && <PrivateMessageButton userId={profile.id} />}
            {profile.abilities.report && actions.isSignedIn && (
              <ReportButton target={{ kind: 'user', id: profile.id }} label="举报" />
            )}
          </div>
        }
      />
      {profile.isCreator && !profile.takesPayments && <NotReceivingNotice isSelf={profile.isSelf} />}
      {plans.data && (
        <PlanCards plans={plans.data.list} memberships={plans.data.memberships} onJoin={actions.joinPlan} />
      )}
      {profile.isCreator && (
        <SupporterRank
          slug={profile.slug}
          onSupport={
            profile.isSelf || !profile.takesPayments ? undefined : () => actions.tipCreator(profile.id)
          }
        />
      )}
      {profile.isCreator && <ProfileSeries authorId={profile.id} />}
      <ProfilePosts slug={profile.slug} isSelf={profile.isSelf} />
      {profile.isCreator && (
        <FeedLinks creatorId={profile.id} slug={profile.slug} signedIn={actions.isSignedIn} />
      )}
    </>
  );
}

/** `/user/:suffix`: a user's profile, their support plans, 充电榜 and their posts. */
export function Component() {
  const slug = useParams().suffix ?? '';

  return (
    <div className="page">
      <ProfilePage key={slug} slug={slug} />
    </div>
  );
}
