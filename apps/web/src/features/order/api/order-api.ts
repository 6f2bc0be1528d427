import { type OrderRequest, orderEndpoints, type PaymentChannel } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** What the buyer asks for, as the form sends it (strings, like the wire). */
export type OrderAsk = {
  kind: OrderRequest['kind'];
  postId?: number;
  creatorId?: number;
  planId?: number;
  months?: number;
  amount?: string;
  message?: string;
  expectedPrice?: string;
  /** A creator's discount code (plans and posts). */
  code?: string;
  /** A plan bought for another user: their profile address. */
  giftTo?: string;
  /** A plan bought as a link anyone may redeem once. */
  giftLink?: true;
  /** An upgrade from the buyer's cheaper plan of the same creator (no months: the difference). */
  upgradeFrom?: number;
  /** Months that begin when the buyer's membership of this dearer plan of the creator ends. */
  startAfter?: number;
};

const toParams = (ask: OrderAsk) => ({
  kind: ask.kind,
  postId: ask.postId === undefined ? undefined : String(ask.postId),
  creatorId: ask.creatorId === undefined ? undefined : String(ask.creatorId),
  planId: ask.planId === undefined ? undefined : String(ask.planId),
  months: ask.months === undefined ? undefined : String(ask.months),
  amount: ask.amount,
  message: ask.message,
  expectedPrice: ask.expectedPrice,
  code: ask.code,
  giftTo: ask.giftTo,
  giftLink: ask.giftLink ? 'true' : undefined,
  upgradeFrom: ask.upgradeFrom === undefined ? undefined : String(ask.upgradeFrom),
  startAfter: ask.startAfter === undefined ? undefined : String(ask.startAfter),
});

/** Can this buyer buy this, and at what price (from the server's records). */
export const preCheckOrder = (ask: OrderAsk) => api(orderEndpoints.preCheck, toParams(ask));

/** Creates the order and its payment; answers the cashier URL. */
export const submitOrder = (ask: OrderAsk, channel: PaymentChannel) =>
  api(orderEndpoints.submit, { ...toParams(ask), channel });
