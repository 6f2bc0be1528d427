import { ThemeProvider } from '@/components/theme-provider';
import { RewardArrivalNotice } from '@/features/reward/components/reward-arrival-notice';
import { RankConsentPrompt } from '@/features/supporter/components/rank-consent-prompt';
import '@/features/reward/components/reward.css';
import { PostNotFound } from './post-not-found';

/*
 * The post page's rare parts that use Ant Design, loaded only when shown
 * (app/routes/post/post-detail.tsx): each brings the theme with it, without a wrapper element.
 */

/** "A reward arrived", for a signed-in buyer back from paying. */
export function PostRewardNotice() {
  return (
    <ThemeProvider inline>
      <RewardArrivalNotice />
      <RankConsentPrompt />
    </ThemeProvider>
  );
}

/** A post that does not exist or may not be seen (or was taken down by an operator). */
export function PostMissing({ takenDown = false }: { takenDown?: boolean }) {
  return (
    <ThemeProvider inline>
      <PostNotFound takenDown={takenDown} />
    </ThemeProvider>
  );
}
