import { paths } from '@/config/paths';
import { ClosingCta } from '@/features/promotion/components/closing-cta';
import { FeaturedCreators } from '@/features/promotion/components/featured-creators';
import { HowItWorks } from '@/features/promotion/components/how-it-works';
import { OfferingGrid } from '@/features/promotion/components/offering-grid';
import { PromotionHero } from '@/features/promotion/components/promotion-hero';
import { featuredCreatorsQueryOptions } from '@/features/promotion/api/get-featured-creators';
import { useCurrentUser } from '@/lib/auth';
import { prefetchLoader } from '@/lib/query-client';

/** Starts fetching the featured creators alongside the page chunk; the page shows its own errors. */
export const loader = prefetchLoader((client) => client.prefetchQuery(featuredCreatorsQueryOptions()));

/** `/` and `/promotionPage`: what the platform offers, featured creators, call to action. */
export function Component() {
  const { user, isSignedIn } = useCurrentUser();
  const joinHref = isSignedIn ? paths.home.href() : paths.login.href(paths.home.href());
  const creatorHref = user?.isCreator ? paths.creationCenter.href() : paths.creatorApplication.href();

  return (
    <>
      <PromotionHero joinHref={joinHref} creatorHref={creatorHref} />
      <OfferingGrid />
      <HowItWorks />
      <FeaturedCreators />
      <ClosingCta joinHref={joinHref} creatorHref={creatorHref} />
    </>
  );
}
