// Content: posts (reading, writing, uploads, the paywall), comments, search, the landing page's picks and the pages the server paints.
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export { commentRoutes } from './comments/comment.routes';
export { canViewerSeeComment } from './comments/comment-access';
export { diffCounters, recountCounters } from './counter.repository';
export { discoveryRoutes } from './discovery/discovery.routes';
export { giftLinkRoutes } from './gift-links/gift-link.routes';
export { refreshWeekSupport } from './discovery/week-support.repository';
export { likeRoutes } from './likes/like.routes';
export { createPostPageTransform } from './pages/post-page';
export { createPromotionPageTransform } from './pages/promotion-page';
export { createShareMetaTransform } from './pages/share-meta';
export { findCreatorBrief, hasPostUnlock, type CreatorBrief } from './posts/content.repository';
export { displayStatus, livePostScope, takenDownPostScope, visiblePostsFor } from './posts/post.policy';
export { findVisiblePost, postStateColumns } from './posts/post.repository';
export { postRoutes } from './posts/post.routes';
export { promotionRoutes } from './promotion/promotion.routes';
export { searchRoutes } from './search/search.routes';
export { seriesAndFeedRoutes } from './series-and-feed.routes';
export { postUploadRoutes } from './uploads/post-upload.routes';
