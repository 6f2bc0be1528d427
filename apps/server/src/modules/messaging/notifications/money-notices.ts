import type { Db } from '../../../platform/db/db';
import type { PayoutAccountRow, WithdrawalRow } from '../../../platform/db/types';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { formatChinaTime } from '../../../platform/lib/china-time';
import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import { describePaid } from '../../money';
import { findOrderNoticeFacts } from './notification.repository';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// Notices of the money module's events (subscribed in ../subscriptions.ts), written inside the
// transaction that published them. Each names its event in the dedupe key, so a payment result
// delivered 100 times (notify, query, reconciliation, close) still writes one notice to the creator
// and one receipt to the buyer. A paid post appears by its title only, never its body or attachments.

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

const CREATOR_TITLE = { tip: '打赏了你', post: '解锁了你的作品', plan: '加入了你的支持方案' } as const;
const RECEIPT_TITLE = { tip: '打赏成功', post: '解锁成功', plan: '支持方案已生效' } as const;

/**
 * A paid order: the creator hears who paid what, how much and the tip's message (linking to the
 * order in 收益管理); the buyer gets the receipt (linking to what they bought). An anonymous
 * supporter stays 匿名支持者 to the creator. A plan given to another user also tells them who gave
 * it (anonymous givers stay 匿名支持者 to them too), never the price.
 */
export async function noticeOrderPaid(db: Db, { order }: DomainEvents['OrderPaid']): Promise<void> {
  const facts = await findOrderNoticeFacts(db, order.id);
  const who = facts.buyerAnonymous ? '匿名支持者' : facts.buyerNickname;
  // An upgrade is no new membership: the creator reads 升级了支持方案, the buyer 支持方案已升级.
  const upgraded = order.upgradeFromPlanId !== null;
  const what = describePaid({ ...facts, kind: order.kind, months: order.months });
  const message = order.message ? `，留言：${sentence(order.message)}` : '。';
  const target = { targetKind: 'order' as const, targetId: order.id };
  await sendNotices(db, [
    {
      userId: order.creatorId,
      kind: `order_paid:${order.kind}`,
      title: `${who} ${upgraded ? '升级了支持方案' : CREATOR_TITLE[order.kind]}`,
      body: `${what}，金额 ${yuan(order.amountFen)}${message}订单 ${order.orderNo}`,
      dedupeKey: `order_paid:${order.id}`,
      ...target,
    },
    {
      userId: order.buyerId,
      kind: `order_receipt:${order.kind}`,
      title: `${upgraded ? '支持方案已升级' : RECEIPT_TITLE[order.kind]}：${facts.creatorNickname}`,
      body: `${what}，实付 ${yuan(order.amountFen)}${message}订单 ${order.orderNo}`,
      dedupeKey: `order_receipt:${order.id}`,
      ...target,
    },
    ...(order.giftToId === null
      ? []
      : [
          {
            userId: order.giftToId,
            kind: 'plan_gift',
            title: `${who} 送了你 ${facts.creatorNickname} 的支持方案`,
            body: `支持方案「${facts.planName ?? ''}」× ${order.months ?? 1}个月，已生效${message}`,
            dedupeKey: `plan_gift:${order.id}`,
            targetKind: 'plan' as const,
            targetId: order.planId,
          },
        ]),
  ]);
}

/** The giver hears who redeemed the plan they bought as a link (the redeemer sees it on the page). */
export async function noticePlanGiftRedeemed(
  db: Db,
  { order, redeemer }: DomainEvents['PlanGiftRedeemed'],
): Promise<void> {
  const facts = await findOrderNoticeFacts(db, order.id);
  await sendNotices(db, [
    {
      userId: order.buyerId,
      kind: 'plan_gift_redeemed',
      title: `${redeemer.nickname} 领取了你送出的礼物`,
      body: `支持方案「${facts.planName ?? ''}」× ${order.months ?? 1}个月（${facts.creatorNickname}），订单 ${order.orderNo}`,
      dedupeKey: `plan_gift_redeemed:${order.id}`,
      targetKind: 'order',
      targetId: order.id,
    },
  ]);
}

/** Tells buyer and creator that (part of) an order was refunded and why (once per refund). */
export async function noticeOrderRefunded(
  db: Db,
  { order, refund, full }: DomainEvents['OrderRefunded'],
): Promise<void> {
  const body =
    `订单 ${order.orderNo}，退款金额 ${yuan(refund.amountFen)}${full ? '（全额）' : ''}。` +
    `退款原因：${sentence(refund.reason)}`;
  const target = { targetKind: 'order' as const, targetId: order.id, kind: 'order_refunded' };
  await sendNotices(db, [
    { userId: order.buyerId, title: '你的订单已退款', body, dedupeKey: `refund:${refund.id}`, ...target },
    {
      userId: order.creatorId,
      title: '一笔收入已退款给支持者',
      body,
      dedupeKey: `refund:${refund.id}`,
      ...target,
    },
    // A gift refunded in full takes its months back from the recipient: they hear it, not the amount.
    ...(order.giftToId !== null && full
      ? [
          {
            userId: order.giftToId,
            kind: 'plan_gift_refunded',
            title: '赠送给你的支持方案已退回',
            body: '赠送人的订单已全额退款，赠送的月数已从你的支持方案中扣除。',
            dedupeKey: `plan_gift_refunded:${refund.id}`,
            targetKind: 'plan' as const,
            targetId: order.planId,
          },
        ]
      : []),
  ]);
}

/** Tells the buyer that the second payment of one order went back (the creator is not involved). */
export async function noticeDoublePaymentRefunded(
  db: Db,
  { order, refund }: DomainEvents['DoublePaymentRefunded'],
): Promise<void> {
  await sendNotices(db, [
    {
      userId: order.buyerId,
      kind: 'double_payment_refunded',
      title: '重复支付的款项已退回',
      body: `订单 ${order.orderNo} 被支付了两次，第二笔 ${yuan(refund.amountFen)} 已原路退回`,
      targetKind: 'order',
      targetId: order.id,
      dedupeKey: `refund:${refund.id}`,
    },
  ]);
}

const withdrawalNotices = {
  approved: (row: WithdrawalRow, where: string) => ({
    title: '提现申请已通过审核',
    body: `提现 ${cash(row.amountFen)} 已通过审核，正在打款至 ${where}，到账后会再通知你。`,
  }),
  paid: (row: WithdrawalRow, where: string) => ({
    title: '提现已打款',
    body: `提现 ${cash(row.amountFen)} 已打款至 ${where}，到账 ${cash(row.amountFen - row.feeFen)}（转账流水号 ${row.transferReference}）。`,
  }),
  failed: (row: WithdrawalRow) => ({
    title: '提现打款失败',
    body: `提现 ${cash(row.amountFen)} 打款失败：${sentence(row.reason ?? '')}金额已退回可提现余额，请核对收款账户后重新发起提现。`,
  }),
  rejected: (row: WithdrawalRow) => ({
    title: '提现申请被驳回',
    body: `提现 ${cash(row.amountFen)} 未通过审核：${sentence(row.reason ?? '')}金额已退回可提现余额。`,
  }),
};

/** ¥1,234.50 as the withdrawal pages write it. */
const cash = (fen: number) => `¥${displayYuan(fen)}`;

/** Tells the creator where their withdrawal stands (once per state it reaches). */
export async function noticeWithdrawalMoved(
  db: Db,
  { withdrawal: row }: DomainEvents['WithdrawalMoved'],
): Promise<void> {
  if (row.status === 'requested') return; // a request is the creator's own act: nothing to tell
  const where =
    row.accountKind === 'bank_card'
      ? `${row.accountBankName} ${row.accountMasked}`
      : `支付宝 ${row.accountMasked}`;
  await sendNotices(db, [
    {
      userId: row.creatorId,
      kind: `withdrawal:${row.status}`,
      ...withdrawalNotices[row.status](row, where),
      targetKind: 'withdrawal',
      targetId: row.id,
      dedupeKey: `withdrawal:${row.id}:${row.status}`,
    },
  ]);
}

const describeAccount = (row: PayoutAccountRow) =>
  row.kind === 'bank_card' ? `${row.bankName} ${row.accountMasked}` : `支付宝 ${row.accountMasked}`;

/** Tells the creator their payout account was bound or changed, and until when withdrawals wait. */
export async function noticePayoutAccountSaved(
  db: Db,
  { account, changed }: DomainEvents['PayoutAccountSaved'],
): Promise<void> {
  const lockedUntil = account.withdrawLockedUntil;
  const locked = lockedUntil !== null && lockedUntil.getTime() > Date.now();
  await sendNotices(db, [
    {
      userId: account.creatorId,
      targetKind: 'payout_account',
      targetId: account.id,
      dedupeKey: `payout_account:${account.id}:${account.updatedAt.getTime()}`,
      kind: changed ? 'payout_account:changed' : 'payout_account:bound',
      title: changed ? '收款账户已更换' : '收款账户已绑定',
      body:
        `你的收款账户${changed ? '已更换为' : '已绑定：'}${describeAccount(account)}。` +
        (locked ? `为保障资金安全，${formatChinaTime(lockedUntil)} 之后才能发起提现。` : '') +
        '如非本人操作，请立即修改密码并联系客服。',
    },
  ]);
}
