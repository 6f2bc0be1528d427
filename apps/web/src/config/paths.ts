/** A page without parameters: its link is its pattern. */
const staticPath = <P extends string>(pattern: P) => ({ pattern, href: () => pattern });

/**
 * Every URL of the main app (SPEC 2.2) and the checkout area (SPEC 2.3): the route pattern and a
 * builder for links. Route modules, links and e2e specs all read them from here.
 */
export const paths = {
  promotion: staticPath('/'),
  promotionAlias: staticPath('/promotionPage'),
  home: staticPath('/home'),
  userSettings: staticPath('/user-settings'),
  mine: staticPath('/mine'),
  mineRewards: staticPath('/mine/rewards'),
  mineSupport: {
    pattern: '/mine/support',
    href: (tab?: 'orders' | 'plans' | 'unlocked' | 'rewards') =>
      tab ? `/mine/support?tab=${tab}` : '/mine/support',
  },
  creatorApplication: staticPath('/creator-application'),
  guardianRequest: staticPath('/guardian-request'),
  creationCenter: staticPath('/creation-center'),
  createPost: staticPath('/create-post'),
  contentManagement: staticPath('/content-management'),
  revenueManagement: staticPath('/revenue-management'),
  creatorSettings: staticPath('/creator-settings'),
  settleManagement: staticPath('/settle-management'),
  chargingRewards: staticPath('/charging-rewards'),
  followList: staticPath('/follow-list'),
  admin: staticPath('/admin'),
  package: { pattern: '/package/:id', href: (id: string | number) => `/package/${encodeURIComponent(id)}` },
  message: staticPath('/message'),
  sysNotify: staticPath('/message/sysNotify'),
  /** 我的私信; `withUserId` opens the conversation with that user (`?with=`). */
  mineMsg: {
    pattern: '/message/mineMsg',
    href: (withUserId?: string | number) =>
      withUserId === undefined
        ? '/message/mineMsg'
        : `/message/mineMsg?with=${encodeURIComponent(withUserId)}`,
  },
  recComment: staticPath('/message/recComment'),
  phoneMessage: staticPath('/phone_message'),
  user: { pattern: '/user/:suffix', href: (suffix: string) => `/user/${encodeURIComponent(suffix)}` },
  post: { pattern: '/post/:id', href: (id: string | number) => `/post/${encodeURIComponent(id)}` },
  /** A plan bought as a link (礼物链接): the server's `planGiftPath`, which the receipts carry. */
  planGift: {
    pattern: '/plan-gift/:token',
    href: (token: string) => `/plan-gift/${encodeURIComponent(token)}`,
  },
  series: { pattern: '/series/:id', href: (id: string | number) => `/series/${encodeURIComponent(id)}` },
  /** 发现: categories, new creators, this week's most supported. */
  explore: staticPath('/explore'),
  exploreCategory: {
    pattern: '/explore/:category',
    href: (category: string) => `/explore/${encodeURIComponent(category)}`,
  },
  tag: { pattern: '/tag/:tag', href: (tag: string) => `/tag/${encodeURIComponent(tag)}` },
  search: {
    pattern: '/search',
    href: (keyword?: string) => (keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search'),
  },
  term: staticPath('/term'),
  privacy: staticPath('/privacy'),
  contact: staticPath('/contact'),
  /** 平台公约 (DESIGN 8): not in SPEC 2.1's list, open like the other information pages. */
  rules: staticPath('/rules'),
  login: {
    pattern: '/login',
    href: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  notFound: staticPath('/404'),
  catchAll: { pattern: '/*', href: () => '/404' },
  checkout: {
    index: staticPath('/checkout/h5'),
    cashier: staticPath('/checkout/h5/cashier'),
    paySuccess: staticPath('/checkout/h5/pay-success'),
    payFail: staticPath('/checkout/h5/pay-fail'),
  },
} as const;

/** Where a visitor lands after signing in when no `redirect` was given. */
export const DEFAULT_AFTER_LOGIN = paths.home.href();

/**
 * The routes that need no sign-in (SPEC 2.1), as whole-path patterns. `/*` is the catch-all route
 * itself (unknown paths, which then go to /404); a pattern ending in `/*` other than that one means
 * "this prefix followed by anything" (`/post/{anything}`).
 */
export const OPEN_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/search',
  '/404',
  '/term',
  '/privacy',
  '/contact',
  '/rules',
  '/promotionPage',
  '/*',
  '/post/*',
  '/series/*',
  '/plan-gift/*',
  '/explore',
  '/explore/*',
  '/tag/*',
  '/user/*',
  '/checkout/h5',
  '/checkout/h5/*',
] as const;
