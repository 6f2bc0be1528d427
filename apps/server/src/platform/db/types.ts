import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DiscountCodesTable } from './tables/discount-codes';
import type {
  UsersTable,
  SessionsTable,
  SmsCodesTable,
  UploadsTable,
  AppSecretsTable,
  CreatorApplicationsTable,
  FollowsTable,
  BuyerRealNamesTable,
} from './tables/identity';
import type {
  PostsTable,
  PostAttachmentsTable,
  SupportPlansTable,
  PostPlansTable,
  CommentsTable,
  CommentBansTable,
  CommentWordsTable,
} from './tables/content';
import type {
  OrdersTable,
  PaymentsTable,
  PaymentEventsTable,
  PostUnlocksTable,
  PlanSubscriptionsTable,
  PlanTrialsTable,
  LedgerEntriesTable,
  MoneyEventsTable,
  RefundsTable,
  PaymentClosesTable,
  WechatOpenidsTable,
} from './tables/money';
import type { PayoutAccountsTable, WithdrawalsTable } from './tables/payouts';
import type { TaxFilingsTable } from './tables/tax-filings';
import type { CreatorWeekSupportTable, PostTagsTable } from './tables/discovery';
import type { GiftLinksTable, GiftRedemptionsTable, PlanGiftLinksTable } from './tables/gift-links';
import type {
  CommentLikeCountsTable,
  CommentLikesTable,
  OrderThanksTable,
  PostLikeCountsTable,
  PostLikesTable,
} from './tables/likes';
import type { MemberFeedKeysTable, PostSeriesItemsTable, PostSeriesTable } from './tables/series';
import type {
  ChargingRewardsTable,
  RewardCodesTable,
  RewardGrantsTable,
  SupporterTotalsTable,
} from './tables/rewards';
import type {
  CommentInboxTable,
  ConversationsTable,
  MessagesTable,
  ConversationMembersTable,
  UserBlocksTable,
  NotificationsTable,
} from './tables/messages';
import type { ComplaintsTable, AuditLogTable } from './tables/operator';
import type { RefundRequestsTable } from './tables/refund-requests';
import type { GuardianRequestRefundsTable, GuardianRequestsTable } from './tables/guardian-requests';
import type {
  BillQueriesTable,
  ReconciliationDaysTable,
  ReconciliationFlagsTable,
  ReconciliationLinesTable,
  ReconciliationSplitLinesTable,
} from './tables/reconciliation';
import type {
  AccountStrikesTable,
  ReportsTable,
  TakedownAppealsTable,
  WordListsTable,
  WordListWordsTable,
} from './tables/governance';

// The database as Kysely sees it; each table's shape lives in tables/<area>.ts. Update with each migration.
export type * from './tables/identity';
export type * from './tables/content';
export type * from './tables/governance';
export type * from './tables/money';
export type * from './tables/payouts';
export type * from './tables/rewards';
export type * from './tables/messages';
export type * from './tables/operator';
export type * from './tables/refund-requests';
export type * from './tables/guardian-requests';
export type * from './tables/reconciliation';
export type * from './tables/discount-codes';

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  smsCodes: SmsCodesTable;
  uploads: UploadsTable;
  posts: PostsTable;
  postAttachments: PostAttachmentsTable;
  supportPlans: SupportPlansTable;
  postPlans: PostPlansTable;
  orders: OrdersTable;
  discountCodes: DiscountCodesTable;
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  postUnlocks: PostUnlocksTable;
  planSubscriptions: PlanSubscriptionsTable;
  planTrials: PlanTrialsTable;
  giftLinks: GiftLinksTable;
  giftRedemptions: GiftRedemptionsTable;
  planGiftLinks: PlanGiftLinksTable;
  ledgerEntries: LedgerEntriesTable;
  moneyEvents: MoneyEventsTable;
  refunds: RefundsTable;
  paymentCloses: PaymentClosesTable;
  complaints: ComplaintsTable;
  refundRequests: RefundRequestsTable;
  guardianRequests: GuardianRequestsTable;
  guardianRequestRefunds: GuardianRequestRefundsTable;
  auditLog: AuditLogTable;
  notifications: NotificationsTable;
  wechatOpenids: WechatOpenidsTable;
  follows: FollowsTable;
  buyerRealNames: BuyerRealNamesTable;
  comments: CommentsTable;
  commentBans: CommentBansTable;
  commentWords: CommentWordsTable;
  creatorApplications: CreatorApplicationsTable;
  appSecrets: AppSecretsTable;
  chargingRewards: ChargingRewardsTable;
  rewardCodes: RewardCodesTable;
  rewardGrants: RewardGrantsTable;
  supporterTotals: SupporterTotalsTable;
  payoutAccounts: PayoutAccountsTable;
  withdrawals: WithdrawalsTable;
  taxFilings: TaxFilingsTable;
  postTags: PostTagsTable;
  creatorWeekSupport: CreatorWeekSupportTable;
  postLikes: PostLikesTable;
  postLikeCounts: PostLikeCountsTable;
  commentLikes: CommentLikesTable;
  commentLikeCounts: CommentLikeCountsTable;
  orderThanks: OrderThanksTable;
  postSeries: PostSeriesTable;
  postSeriesItems: PostSeriesItemsTable;
  memberFeedKeys: MemberFeedKeysTable;
  commentInbox: CommentInboxTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversationMembers: ConversationMembersTable;
  userBlocks: UserBlocksTable;
  wordLists: WordListsTable;
  wordListWords: WordListWordsTable;
  reports: ReportsTable;
  accountStrikes: AccountStrikesTable;
  takedownAppeals: TakedownAppealsTable;
  billQueries: BillQueriesTable;
  reconciliationDays: ReconciliationDaysTable;
  reconciliationLines: ReconciliationLinesTable;
  reconciliationSplitLines: ReconciliationSplitLinesTable;
  reconciliationFlags: ReconciliationFlagsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type UploadRow = Selectable<UploadsTable>;
export type PostRow = Selectable<PostsTable>;
export type PostAttachmentRow = Selectable<PostAttachmentsTable>;
export type SupportPlanRow = Selectable<SupportPlansTable>;
export type DiscountCodeRow = Selectable<DiscountCodesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type RefundRow = Selectable<RefundsTable>;
export type MoneyEventRow = Selectable<MoneyEventsTable>;
export type PaymentCloseRow = Selectable<PaymentClosesTable>;
export type ReconciliationDayRow = Selectable<ReconciliationDaysTable>;
export type ReconciliationFlagRow = Selectable<ReconciliationFlagsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type ComplaintRow = Selectable<ComplaintsTable>;
export type RefundRequestRow = Selectable<RefundRequestsTable>;
export type GuardianRequestRow = Selectable<GuardianRequestsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type CreatorApplicationRow = Selectable<CreatorApplicationsTable>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type TaxFilingRow = Selectable<TaxFilingsTable>;
export type OrderThanksRow = Selectable<OrderThanksTable>;
export type PostSeriesRow = Selectable<PostSeriesTable>;
export type ChargingRewardRow = Selectable<ChargingRewardsTable>;
export type RewardCodeRow = Selectable<RewardCodesTable>;
export type RewardGrantRow = Selectable<RewardGrantsTable>;
