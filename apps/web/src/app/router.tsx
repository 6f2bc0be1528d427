import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { SiteLayout } from '@/components/layouts/site-layout';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { guardedLoader, lazyComponent, page, type RouteHandle } from './route-helpers';

/** Routes that only redirect from their loader still need something to render meanwhile. */
const RedirectOnly = () => null;

const promotion = () => import('./routes/landing/promotion');

/** SPEC 2.2: the main site, all under the root layout, every page a lazy chunk. */
const siteRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: '创作蛙 · 支持你喜欢的创作者', pattern: paths.promotion.pattern } satisfies RouteHandle,
    loader: guardedLoader(paths.promotion.pattern, promotion),
    lazy: () => lazyComponent(promotion, true),
  },
  page(paths.promotionAlias.pattern, '创作蛙 · 支持你喜欢的创作者', promotion, { plain: true }),
  page(paths.home.pattern, '首页动态', () => import('./routes/home/home')),
  page(paths.userSettings.pattern, '账号设置', () => import('./routes/account/user-settings')),
  page(paths.mine.pattern, '我的', () => import('./routes/account/mine')),
  page(paths.mineRewards.pattern, '我的奖励', () => import('./routes/account/mine-rewards')),
  page(paths.mineSupport.pattern, '我的支持', () => import('./routes/account/mine-support')),
  page(paths.guardianRequest.pattern, '监护人退款申请', () => import('./routes/account/guardian-request')),
  page(paths.phoneMessage.pattern, '手机号', () => import('./routes/account/phone-message')),
  page(
    paths.creatorApplication.pattern,
    '申请成为创作者',
    () => import('./routes/creator/creator-application'),
  ),
  page(paths.creationCenter.pattern, '创作中心', () => import('./routes/creator/creation-center')),
  page(paths.createPost.pattern, '发布作品', () => import('./routes/creator/create-post')),
  page(paths.contentManagement.pattern, '内容管理', () => import('./routes/creator/content-management')),
  page(paths.revenueManagement.pattern, '收益管理', () => import('./routes/creator/revenue-management')),
  page(paths.creatorSettings.pattern, '创作者设置', () => import('./routes/creator/creator-settings')),
  page(paths.settleManagement.pattern, '提现管理', () => import('./routes/creator/settle-management')),
  page(paths.chargingRewards.pattern, '充电奖励', () => import('./routes/creator/charging-rewards')),
  page(paths.followList.pattern, '我的关注', () => import('./routes/social/follow-list')),
  page(paths.admin.pattern, '运营后台', () => import('./routes/admin/admin')),
  page(paths.package.pattern, '解锁详情', () => import('./routes/order/package')),
  page(paths.message.pattern, '消息', () => import('./routes/message/message'), {
    children: [
      { index: true, loader: () => redirect(paths.sysNotify.href()), Component: RedirectOnly },
      page(paths.sysNotify.pattern, '系统通知', () => import('./routes/message/sys-notify')),
      page(paths.mineMsg.pattern, '我的私信', () => import('./routes/message/mine-msg')),
      page(paths.recComment.pattern, '收到的评论', () => import('./routes/message/rec-comment')),
    ],
  }),
  page(paths.user.pattern, '创作者主页', () => import('./routes/user/profile')),
  page(paths.post.pattern, '动态详情', () => import('./routes/post/post-detail'), { plain: true }),
  page(paths.series.pattern, '合集', () => import('./routes/series/series')),
  page(paths.planGift.pattern, '收到的礼物', () => import('./routes/plan-gift/plan-gift')),
  page(paths.search.pattern, '搜索', () => import('./routes/search/search')),
  page(paths.explore.pattern, '发现', () => import('./routes/explore/explore')),
  page(paths.exploreCategory.pattern, '发现', () => import('./routes/explore/explore-category')),
  page(paths.tag.pattern, '标签', () => import('./routes/tag/tag')),
  page(paths.term.pattern, '用户服务协议', () => import('./routes/info/term')),
  page(paths.privacy.pattern, '隐私政策', () => import('./routes/info/privacy')),
  page(paths.contact.pattern, '联系我们', () => import('./routes/info/contact')),
  page(paths.rules.pattern, '平台公约', () => import('./routes/info/rules')),
  page(paths.login.pattern, '登录', () => import('./routes/auth/login')),
  page(paths.notFound.pattern, '页面不存在', () => import('./routes/info/not-found')),
];

/**
 * SPEC 2.3: the cashier area, outside the site layout and without Ant Design (production serves
 * it from checkout.html; these routes cover client-side navigation inside the main app).
 */
const checkoutRoutes: RouteObject = {
  path: paths.checkout.index.pattern,
  handle: { pattern: paths.checkout.index.pattern } satisfies RouteHandle,
  children: [
    { index: true, lazy: () => import('./routes/checkout/cashier') },
    { path: paths.checkout.cashier.pattern, lazy: () => import('./routes/checkout/cashier') },
    { path: paths.checkout.paySuccess.pattern, lazy: () => import('./routes/checkout/pay-success') },
    { path: paths.checkout.payFail.pattern, lazy: () => import('./routes/checkout/pay-fail') },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    HydrateFallback: LoadingScreen,
    ErrorBoundary: ErrorScreen,
    children: [
      checkoutRoutes,
      // The frame (top bar, footer, tab bar) is plain HTML and CSS; Ant Design comes with the pages.
      { Component: SiteLayout, children: siteRoutes },
      // The catch-all is an open route (SPEC 2.1): unknown paths go to /404.
      {
        path: paths.catchAll.pattern,
        loader: () => redirect(paths.notFound.href()),
        Component: RedirectOnly,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
