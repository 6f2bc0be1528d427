/**
 * The simulator's state and programmatic test API. The Fastify plugin serves it over HTTP; tests
 * and the app hold the same object to settle orders, inject faults and move the clock.
 */
import { randomUUID } from 'node:crypto';
import { parsePrivateKey, parsePublicKey } from '../huifu/crypto';
import { formatBeijingDate } from '../huifu/time';
import { createSimulatorClock, type SimulatorClock } from './clock';
import { createFaultQueue, type FaultQueue } from './faults';
import { SIMULATOR_MERCHANT, type SimulatorKeys, type SimulatorMerchant } from './keys';
import {
  type NotifierOptions,
  paymentRespData,
  refundRespData,
  type SendOptions,
  sendNotification,
} from './notifier';
import { createSimBills, type SimBills } from './bills';
import { loadSimState, saveSimState } from './persistence';
import { createSimStore, type SimStore, SimStateError } from './store';
import type { DeliveryRecord, DeliveryResult, OrderRef, SimOrder, SimRefund, SimulatorLogger } from './types';
import { createWechatCodes, type WechatCodes } from './wechat-codes';
import { createSimConsumerComplaints, type SimConsumerComplaints } from './consumer-complaints';

export interface SimulatorOptions {
  /** The app's public origin, e.g. http://127.0.0.1:3000; QR links and OAuth redirects are checked against it. */
  publicUrl: string;
  keys: SimulatorKeys;
  /** Identities to play; defaults to `SIMULATOR_MERCHANT`. */
  merchant?: Partial<SimulatorMerchant>;
  clock?: SimulatorClock;
  /** Delays before each notification retry (at most 3 retries). Default 1 s, 3 s, 10 s. */
  notifyRetryDelaysMs?: number[];
  /** How long a notify receiver may take to answer. Default 5 s (Huifu's rule). */
  notifyTimeoutMs?: number;
  /** Where `notifyUnknown` posts when no URL is given (the app's notify route). */
  defaultNotifyUrl?: string;
  /** Lifetime of an order without `time_expire`. Default 2 h. */
  defaultOrderTtlMs?: number;
  /**
   * A JSON file that keeps orders, refunds and closes across restarts, written shortly after each
   * change (persistence.ts). Unset: memory only (tests).
   */
  stateFile?: string;
  logger?: SimulatorLogger;
  /** The fee it charges on a payment, in basis points (38 = 0.38 %). Default 38. */
  feeBps?: number;
}

export interface SettleOptions {
  /** Send the payment notification (default true). */
  notify?: boolean;
  /** Which notify_type values to send, in order (default ['1']; ['1','2'] for channel + accounting). */
  notifyTypes?: string[];
  /** Settle even an order that already expired: a late success. */
  force?: boolean;
  notifyDelayMs?: number;
}

export interface NotifyOptions extends SendOptions {
  /** Deliver the same notification this many times (default 1). */
  times?: number;
  /** Send all copies at once instead of one after another. */
  concurrent?: boolean;
  notifyType?: string;
}

/** The simulator: records, identities, keys, clock and the test API. */
export interface Simulator {
  readonly publicUrl: string;
  readonly merchant: SimulatorMerchant;
  readonly keys: SimulatorKeys;
  readonly clock: SimulatorClock;
  readonly store: SimStore;
  readonly faults: FaultQueue;
  /** Bill files (对账单) and the hooks that make them disagree with our books. */
  readonly bills: SimBills;
  /** Its fee in basis points (query answers and bills). */
  readonly feeBps: number;
  readonly wechat: WechatCodes;
  /** Buyers' complaints to WeChat Pay about its payments (消费者投诉2.0). */
  readonly consumerComplaints: SimConsumerComplaints;
  /** Every notification attempt so far, oldest first. */
  readonly deliveries: DeliveryRecord[];
  readonly logger: SimulatorLogger;
  readonly notifierOptions: NotifierOptions;
  readonly defaultOrderTtlMs: number;
  findOrder(ref: OrderRef): SimOrder | undefined;
  /** Marks the order paid (P → S) and, unless told otherwise, notifies in the background. */
  settle(ref: OrderRef, options?: SettleOptions): SimOrder;
  /** Marks the order failed (P → F) and notifies in the background unless `notify: false`. */
  fail(ref: OrderRef, options?: { notify?: boolean }): SimOrder;
  /** (Re-)sends the order's current state as a notification; resolves when all copies finished. */
  notify(ref: OrderRef, options?: NotifyOptions): Promise<DeliveryResult[]>;
  /** Sends a genuine-looking, correctly signed notification for a req_seq_id no order has. */
  notifyUnknown(options?: { notifyUrl?: string; reqSeqId?: string }): Promise<DeliveryResult>;
  /** Sends a refund notification if the refund carried a notify_url. */
  notifyRefund(refund: SimRefund): void;
  /**
   * Finishes a refund at the provider (P → S) before anyone queries it, notifying unless
   * `notify: false` (a notification that never came).
   */
  settleRefund(refundNo: string, options?: { notify?: boolean }): SimRefund;
  /** The openid the simulated WeChat gives `user` on the configured appid. */
  openidFor(user: string): string;
  /** Resolves when every background notification has finished (deliveries recorded). */
  idle(): Promise<void>;
  /** Writes a pending change to `stateFile` now (on close). */
  flush(): void;
  /** Forgets all orders, codes, faults and deliveries. */
  reset(): void;
}

/** Creates a simulator. Keys are decoded here so a corrupt key store fails at start-up. */
export function createSimulator(options: SimulatorOptions): Simulator {
  const merchant: SimulatorMerchant = { ...SIMULATOR_MERCHANT, ...options.merchant };
  const clock = options.clock ?? createSimulatorClock();
  const logger = options.logger ?? { info: () => {}, warn: () => {} };
  const saver = options.stateFile ? debouncedSaver(options.stateFile, () => store, logger) : undefined;
  const store = createSimStore(clock, () => saver?.schedule());
  if (options.stateFile) loadSimState(options.stateFile, store);
  const wechat = createWechatCodes(clock);
  const consumerComplaints = createSimConsumerComplaints(clock);
  const feeBps = options.feeBps ?? 38;
  const bills = createSimBills(store, feeBps);
  const deliveries: DeliveryRecord[] = [];
  const background = new Set<Promise<unknown>>();
  parsePublicKey(options.keys.merchant.publicKey);
  const notifierOptions: NotifierOptions = {
    huifuPrivateKey: parsePrivateKey(options.keys.huifu.privateKey),
    wrongPrivateKey: parsePrivateKey(options.keys.merchant.privateKey),
    retryDelaysMs: options.notifyRetryDelaysMs ?? [1000, 3000, 10_000],
    timeoutMs: options.notifyTimeoutMs ?? 5000,
    logger,
    deliveries,
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    background.add(promise);
    void promise.finally(() => background.delete(promise));
    return promise;
  };

  const requireOrder = (ref: OrderRef): SimOrder => {
    const order = store.findOrder(ref);
    if (!order) throw new SimStateError(`订单不存在: ${JSON.stringify(ref)}`);
    return order;
  };

  const notifyOnce = (
    order: SimOrder,
    notifyType: string,
    send: SendOptions = {},
  ): Promise<DeliveryResult> => {
    if (!order.notifyUrl) return Promise.resolve({ delivered: false, attempts: 0 });
    return sendNotification(notifierOptions, order.notifyUrl, paymentRespData(order, notifyType), send);
  };

  const simulator: Simulator = {
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    merchant,
    keys: options.keys,
    clock,
    store,
    faults: createFaultQueue(),
    bills,
    feeBps,
    wechat,
    consumerComplaints,
    deliveries,
    logger,
    notifierOptions,
    defaultOrderTtlMs: options.defaultOrderTtlMs ?? 2 * 60 * 60 * 1000,
    findOrder: (ref) => store.findOrder(ref),
    settle(ref, settleOptions = {}) {
      const order = requireOrder(ref);
      store.settle(order, settleOptions.force);
      logger.info({ reqSeqId: order.reqSeqId, hfSeqId: order.hfSeqId }, '模拟汇付：订单已支付');
      if (settleOptions.notify === false) return order;
      const types = settleOptions.notifyTypes ?? ['1'];
      track(
        (async () => {
          for (const type of types) await notifyOnce(order, type, { delayMs: settleOptions.notifyDelayMs });
        })(),
      );
      return order;
    },
    fail(ref, failOptions = {}) {
      const order = requireOrder(ref);
      store.fail(order);
      if (failOptions.notify !== false) track(notifyOnce(order, '1'));
      return order;
    },
    notify(ref, notifyOptions = {}) {
      const order = requireOrder(ref);
      const times = Math.max(1, notifyOptions.times ?? 1);
      const type = notifyOptions.notifyType ?? '1';
      if (notifyOptions.concurrent) {
        return track(
          Promise.all(Array.from({ length: times }, () => notifyOnce(order, type, notifyOptions))),
        );
      }
      return track(
        (async () => {
          const results: DeliveryResult[] = [];
          for (let i = 0; i < times; i += 1) results.push(await notifyOnce(order, type, notifyOptions));
          return results;
        })(),
      );
    },
    notifyUnknown(unknownOptions = {}) {
      const url = unknownOptions.notifyUrl ?? options.defaultNotifyUrl;
      if (!url) return Promise.resolve({ delivered: false, attempts: 0 });
      const now = clock.now();
      const phantom: SimOrder = {
        huifuId: merchant.huifuId,
        reqSeqId: unknownOptions.reqSeqId ?? `UNKNOWN${randomUUID().replace(/-/g, '').slice(0, 16)}01`,
        reqDate: formatBeijingDate(now),
        hfSeqId: store.nextSerial(),
        tradeType: 'A_NATIVE',
        transAmt: '1.00',
        amountFen: 100,
        goodsDesc: '未知订单',
        createdAt: now,
        expireAt: now,
        transStat: 'S',
        endTime: now,
        refundedFen: 0,
      };
      return track(sendNotification(notifierOptions, url, paymentRespData(phantom, '1')));
    },
    notifyRefund(refund) {
      if (!refund.notifyUrl) return;
      track(sendNotification(notifierOptions, refund.notifyUrl, refundRespData(refund)));
    },
    settleRefund(refundNo, refundOptions = {}) {
      const refund = store.findRefund(refundNo);
      if (!refund) throw new SimStateError(`退款不存在: ${refundNo}`);
      store.finishRefund(refund);
      if (refundOptions.notify !== false) simulator.notifyRefund(refund);
      return refund;
    },
    openidFor: (user) => wechat.openidFor(merchant.wechatAppId, user),
    async idle() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    flush: () => saver?.flush(),
    reset() {
      store.reset();
      bills.reset();
      wechat.reset();
      consumerComplaints.reset();
      simulator.faults.clear();
      deliveries.length = 0;
    },
  };

  return simulator;
}

/** Saves at most once per SAVE_DELAY_MS, so a burst of payments is one write. */
const SAVE_DELAY_MS = 200;

function debouncedSaver(file: string, store: () => SimStore, logger: SimulatorLogger) {
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    // From a timer, a throw would end the process: a full disk costs the simulator its memory of
    // trades across a restart, not the server.
    try {
      saveSimState(file, store());
    } catch (error) {
      logger.warn({ err: error, file }, 'payment simulator: could not save its state');
    }
  };

  return {
    flush,
    schedule() {
      if (timer) return;
      timer = setTimeout(flush, SAVE_DELAY_MS);
      timer.unref();
    },
  };
}
