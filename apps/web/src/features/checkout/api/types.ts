// Types only: importing values from @frog/contracts would pull zod into the small checkout bundle.
// The paths come from @frog/contracts/paths, which imports nothing.
import type { DataOf, ParamsOf } from '@frog/contracts/common';
import type { tradeEndpoints } from '@frog/contracts/trade';

type Trade = typeof tradeEndpoints;

export type { CashierOrder, HuifuPayInfo, PaymentChannel } from '@frog/contracts/trade';
export type PaymentStatusData = DataOf<Trade['paymentStatus']>;
export type CashierOrderData = DataOf<Trade['cashierOrder']>;
export type CashierOrderParams = ParamsOf<Trade['cashierOrder']>;
export type PendingPaymentData = DataOf<Trade['getPendingPayment']>;
export type WechatOauthUrlData = DataOf<Trade['wechatOauthUrl']>;
export type WechatSilentCallbackData = DataOf<Trade['wechatSilentCallback']>;
export type PaymentStatusParams = ParamsOf<Trade['paymentStatus']>;
export type PendingPaymentParams = ParamsOf<Trade['getPendingPayment']>;
export type WechatOauthUrlParams = ParamsOf<Trade['wechatOauthUrl']>;
export type WechatSilentCallbackParams = ParamsOf<Trade['wechatSilentCallback']>;
export type ReportOpenidParams = ParamsOf<Trade['reportOpenid']>;
export type FeedbackAddParams = ParamsOf<Trade['feedbackAdd']>;
