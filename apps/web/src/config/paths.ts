/**
 * Every URL of the main app (SPEC 2.2) and the checkout area (SPEC 2.3): the route pattern and a
 * builder for links. Route modules, links and e2e specs all read them from here.
 */
export const paths = {
  promotion: { pattern: '/', href: () => '/' },
  promotionAlias: { pattern: '/promotionPage', href: () => '/promotionPage' },
  home: { pattern: '/home', href: () => '/home' },
  userSettings: { pattern: '/user-settings', href: () => '/user-settings' },
  mine: { pattern: '/mine', href: () => '/mine' },
  mineRewards: { pattern: '/mine/rewards', href: () => '/mine/rewards' },
  mineSupport: {
    pattern: '/mine/support',
    href: (tab?: 'orders' | 'plans' | 'unlocked' | 'rewards') =>
      tab ? `/mine/support?tab=${tab}` : '/mine/support',
  },
  creatorApplication: { pattern: '/creator-application', href: () => '/creator-application' },
  creationCenter: { pattern: '/creation-center', href: () => '/creation-center' },
  createPost: { pattern: '/create-post', href: () => '/create-post' },
  contentManagement: { pattern: '/content-management', href: () => '/content-management' },
  revenueManagement: { pattern: '/revenue-management', href: () => '/revenue-management' },
  creatorSettings: { pattern: '/creator-settings', href: () => '/creator-settings' },
  settleManagement: { pattern: '/settle-management', href: () => '/settle-management' },
  chargingRewards: { pattern: '/charging-rewards', href: () => '/charging-rewards' },
  followList: { pattern: '/follow-list', href: () => '/follow-list' },
  admin: { pattern: '/admin', href: () => '/admin' },
  package: { pattern: '/package/:id', href: (id: string | number) => `/package/${encodeURIComponent(id)}` },
  message: { pattern: '/message', href: () => '/message' },
  sysNotify: { pattern: '/message/sysNotify', href: () => '/message/sysNotify' },
  /** 我的私信; `withUserId` opens the conversation with that user (`?with=`). */
  mineMsg: {
    pattern: '/message/mineMsg',
    href: (withUserId?: string | number) =>
      withUserId === undefined
        ? '/message/mineMsg'
        : `/message/mineMsg?with=${encodeURIComponent(withUserId)}`,
  },
  recComment: { pattern: '/message/recComment', href: () => '/message/recComment' },
  phoneMessage: { pattern: '/phone_message', href: () => '/phone_message' },
  user: { pattern: '/user/:suffix', href: (suffix: string) => `/user/${encodeURIComponent(suffix)}` },
  post: { pattern: '/post/:id', href: (id: string | number) => `/post/${encodeURIComponent(id)}` },
  search: {
    pattern: '/search',
    href: (keyword?: string) => (keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search'),
  },
  term: { pattern: '/term', href: () => '/term' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  contact: { pattern: '/contact', href: () => '/contact' },
  login: {
    pattern: '/login',
    href: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  notFound: { pattern: '/404', href: () => '/404' },
  catchAll: { pattern: '/*', href: () => '/404' },
  checkout: {
    index: { pattern: '/checkout/h5', href: () => '/checkout/h5' },
    cashier: { pattern: '/checkout/h5/cashier', href: () => '/checkout/h5/cashier' },
    paySuccess: { pattern: '/checkout/h5/pay-success', href: () => '/checkout/h5/pay-success' },
    payFail: { pattern: '/checkout/h5/pay-fail', href: () => '/checkout/h5/pay-fail' },
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
  '/promotionPage',
  '/*',
  '/post/*',
  '/user/*',
  '/checkout/h5',
  '/checkout/h5/*',
] as const;
