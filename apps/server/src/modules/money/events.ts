import type {
  ComplaintRow,
  GuardianRequestRow,
  OrderRow,
  PayoutAccountRow,
  RefundRequestRow,
  RefundRow,
  WithdrawalRow,
} from '../../platform/db/types';

// What the money module tells others, always from inside the transaction that made the change
// (platform/events): each is published exactly as often as the change commits.
declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A plan bought as a link was redeemed: the order now names its holder (`giftToId`). */
    PlanGiftRedeemed: { order: OrderRow; redeemer: { id: number; nickname: string } };
    /** An order became paid on the provider's verified word (notify, query, reconciliation, close). */
    OrderPaid: { order: OrderRow };
    /** A refund of (part of) an order succeeded, with the operator's reason; `full` when nothing of the order is left. */
    OrderRefunded: {
      order: OrderRow;
      refund: Pick<RefundRow, 'id' | 'amountFen' | 'reason'>;
      full: boolean;
    };
    /** The second payment of one order went back to the buyer. */
    DoublePaymentRefunded: { order: OrderRow; refund: Pick<RefundRow, 'id' | 'amountFen'> };
    /** A withdrawal moved to the state its row now holds (approved, paid, failed, rejected). */
    WithdrawalMoved: { withdrawal: WithdrawalRow };
    /** A buyer asked for a refund of their order (the creator hears of it). */
    RefundRequested: { request: RefundRequestRow; order: OrderRow };
    /** A refund request was refused by the creator or an operator, with the reason. */
    RefundRequestRefused: { request: RefundRequestRow; order: OrderRow };
    /** Nobody decided a refund request before its deadline. */
    RefundRequestExpired: { request: RefundRequestRow; order: OrderRow };
    /** A complaint was filed (or imported from the channel), answered, or closed: its buyer hears. */
    ComplaintMoved: { complaint: ComplaintRow; change: 'filed' | 'replied' | 'handled' | 'refunded' };
    /** Open refund requests about to expire undecided (warned once each). */
    RefundRequestsDueSoon: { requests: { request: RefundRequestRow; order: OrderRow }[] };
    /** Open complaints whose next deadline is near or past (warned once per deadline). */
    ComplaintsDueSoon: { complaints: ComplaintRow[]; now: Date };
    /** An operator granted or refused a guardian's request (the row holds the decision). */
    GuardianRequestDecided: { request: GuardianRequestRow };
    /** The creator wrote (`first`) or edited their thank-you reply to a paid order (its supporter hears of the first). */
    SupporterThanked: { order: OrderRow; text: string; first: boolean };
    /** A creator bound (`changed: false`) or changed a payout account (its row holds any withdrawal lock). */
    PayoutAccountSaved: { account: PayoutAccountRow; changed: boolean };
  }
}
