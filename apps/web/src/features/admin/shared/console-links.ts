import { paths } from '@/config/paths';

/** A console tab, optionally with its own query (`order` opens an order's detail under 订单与支付). */
export const consoleHref = (tab: string, extra: Record<string, string> = {}) =>
  `${paths.admin.href()}?${new URLSearchParams({ tab, ...extra }).toString()}`;

export const orderHref = (orderNo: string) => consoleHref('orders', { order: orderNo });

export const channelText = (channel: 'wechat' | 'alipay') => (channel === 'wechat' ? '微信支付' : '支付宝');
