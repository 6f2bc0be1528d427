// Money: orders, payments, refunds, withdrawals, payout accounts, the cashier, revenue, the ledger and the payment provider (provider/ is the only code that speaks Huifu).
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export { adminOrderRoutes } from './admin/admin-order.routes';
export { tradeRoutes } from './cashier/trade.routes';
export { moneyContextOf } from './context';
export { confirmCloses } from './jobs/confirm-closes';
export { reconcilePayments } from './jobs/reconcile-payments';
export { reconcileRefunds } from './jobs/reconcile-refunds';
export { simulatedPayoutAnswer } from './jobs/simulated-payout-answer';
export { huifuPayoutQuery } from './jobs/huifu-payout-query';
export { checkLedger } from './ledger/ledger-check';
export { settleDueEarnings } from './ledger/settle-earnings';
export { describePaid, presentThanks, supporterOrderStatus } from './orders/order.presenter';
export {
  joinOrderSubject,
  type OrderSubject,
  orderListColumns,
  refundReasonOfOrder,
} from './orders/order-subject';
export { orderRoutes } from './orders/order.routes';
export { planGiftLinkRoutes } from './plan-gift-links/plan-gift-link.routes';
export { discountCodeRoutes } from './discount-codes/discount-code.routes';
export { moneySubscriptions } from './subscriptions';
export { thanksAtOfOrder, thanksTextOfOrder } from './thanks/order-thanks.repository';
export { openMoneyMatters } from './orders/open-money-matters';
export { huifuNotifyRoutes } from './payments/huifu-notify.routes';
export type { PaymentPollState } from './payments/payment.repository';
export { payoutAccountRoutes } from './payout-accounts/payout-account.routes';
export { creatorTakesPayments } from './payout-accounts/takes-payments';
export { createPayoutProvider, type PayoutJobSender } from './payouts/create-payout-provider';
export type { PayoutProvider } from './payouts/payout-provider';
export { PaymentsConfigError } from './provider/config';
export { createPaymentsRuntime, type PaymentsRuntime } from './provider/runtime';
export { simulatorPlugin } from './provider/simulator/plugin';
export { guardianRequestRoutes } from './guardian-requests/guardian-request.routes';
export { adminRefundRequestRoutes } from './refund-requests/admin-refund-request.routes';
export { expireRefundRequests } from './refund-requests/expire-refund-requests';
export { importChannelComplaints } from './complaints/import-channel-complaints';
export { warnDueComplaints } from './complaints/warn-due-complaints';
export { warnDueRefundRequests } from './refund-requests/warn-due-refund-requests';
export { refundRequestRoutes } from './refund-requests/refund-request.routes';
export { reconcileBills } from './reconciliation/reconcile-bills';
export { reconcileNowRoutes } from './reconciliation/reconcile-now.routes';
export { reconciliationRoutes } from './reconciliation/reconciliation.routes';
export { revenueRoutes } from './revenue/revenue.routes';
export { statementRoutes } from './statements/statement.routes';
export { taxFilingRoutes } from './tax-filings/tax-filing.routes';
export { taxReportRoutes } from './tax-report/tax-report.routes';
export { withdrawalRoutes } from './withdrawals/withdrawal.routes';
