import { useQuery } from '@tanstack/react-query';
import { ThemeProvider } from '@/components/theme-provider';
import { CommentSection } from '@/features/comment/components/comment-section';
import { FollowButton } from '@/features/follow/components/follow-button';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { RewardArrivalNotice } from '@/features/reward/components/reward-arrival-notice';
import '@/features/reward/components/reward.css';
import { queryClient } from '@/lib/query-client';
import { PostNotFound } from './post-not-found';

/*
 * The post page's parts that use Ant Design, loaded after the post itself has shown
 * (app/routes/post/post-detail.tsx): each brings the theme with it, without a wrapper element.
 */

/** The author's follow button, once we know whether the viewer already follows them. */
export function AuthorFollow({ slug }: { slug: string }) {
  const { data: profile } = useQuery(profileQueryOptions(slug));
  if (!profile?.abilities.follow) return null;

  return (
    <ThemeProvider inline>
      <FollowButton
        userId={profile.id}
        isFollowing={profile.isFollowing}
        onChange={() => queryClient.invalidateQueries({ queryKey: profileQueryOptions(slug).queryKey })}
      />
    </ThemeProvider>
  );
}

/** 评论区 under the post. */
export function PostComments({ postId }: { postId: number }) {
  return (
    <ThemeProvider inline>
      <CommentSection postId={postId} />
    </ThemeProvider>
  );
}

/** "A reward arrived", for a signed-in buyer back from paying. */
export function PostRewardNotice() {
  return (
    <ThemeProvider inline>
      <RewardArrivalNotice />
    </ThemeProvider>
  );
}

/** A post that does not exist or may not be seen. */
export function PostMissing() {
  return (
    <ThemeProvider inline>
      <PostNotFound />
    </ThemeProvider>
  );
}
