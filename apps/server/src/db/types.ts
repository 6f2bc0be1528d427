import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or an ISO string). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a SQL default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

// Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL). Update with each migration.

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  passwordHash: string | null;
  nickname: Generated<string>;
  avatarUrl: string | null;
  bio: Generated<string>;
  slug: string;
  isCreator: Generated<boolean>;
  isOperator: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface SessionsTable {
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  userId: number;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
  lastSeenAt: DefaultTimestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  consumedAt: Timestamp | null;
  ip: string | null;
  createdAt: DefaultTimestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  ownerId: number;
  kind: string;
  /** Storage key, e.g. `avatars/<uuid>.webp`; served at `/uploads/<path>` by the local driver. */
  path: string;
  mime: string;
  size: number;
  createdAt: DefaultTimestamp;
}

export type PostVisibility = 'free' | 'paid' | 'plan' | 'plan_or_paid';
export type PostStatus = 'draft' | 'published' | 'hidden' | 'deleted';

export interface PostsTable {
  id: Generated<number>;
  authorId: number;
  title: string;
  summary: Generated<string>;
  bodyHtml: Generated<string>;
  coverUrl: string | null;
  visibility: ColumnType<PostVisibility, PostVisibility | undefined, PostVisibility>;
  priceFen: Generated<number>;
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>;
  publishedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export type PostAttachmentKind = 'image' | 'file' | 'video';

export interface PostAttachmentsTable {
  id: Generated<number>;
  postId: number;
  ownerId: number;
  /** Key in private storage (never under the public /uploads). */
  storageKey: string;
  kind: PostAttachmentKind;
  originalName: string;
  size: number;
  mime: string;
  sort: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface SupportPlansTable {
  id: Generated<number>;
  creatorId: number;
  name: string;
  /** Price of one month. */
  priceFen: number;
  description: Generated<string>;
  benefits: Generated<string>;
  coverUrl: string | null;
  sortOrder: Generated<number>;
  status: ColumnType<'active' | 'closed', 'active' | 'closed' | undefined, 'active' | 'closed'>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface PostPlansTable {
  postId: number;
  planId: number;
}

export type OrderKind = 'tip' | 'post' | 'plan';
export type OrderStatus = 'pending' | 'paid' | 'closed' | 'refunded';

export interface OrdersTable {
  id: Generated<number>;
  orderNo: string;
  buyerId: number;
  creatorId: number;
  kind: OrderKind;
  postId: number | null;
  planId: number | null;
  months: number | null;
  amountFen: number;
  message: Generated<string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  expiresAt: Timestamp;
  paidAt: Timestamp | null;
  /** Why an operator should look at it (amount mismatch, late success, double payment …). */
  flaggedReason: string | null;
  createdAt: DefaultTimestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  paymentNo: string;
  orderId: number;
  channel: 'wechat' | 'alipay';
  tradeType: 'T_JSAPI' | 'A_NATIVE' | null;
  /** The latest provider attempt (0: none yet); req_seq_id = reqSeqIdFor(paymentNo, attempt). */
  attempt: Generated<number>;
  reqSeqId: string | null;
  reqDate: string | null;
  hfSeqId: string | null;
  /** T_JSAPI pay info as JSON text. */
  payInfo: string | null;
  qrUrl: string | null;
  /** The openid WeChat OAuth gave for this payment. */
  openid: string | null;
  /** Nonce sent as OAuth `state`; the callback must echo it. */
  oauthState: string | null;
  /** contracts PaymentStatus: 1 pending, 2 paid, 3 closed, 4 failed, 5 refunded. */
  status: Generated<number>;
  amountFen: number;
  expiresAt: Timestamp;
  paidAt: Timestamp | null;
  latePaid: Generated<boolean>;
  lastQueriedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  /** huifu_id|req_seq_id|notify_type|trans_stat: the same fact is stored once. */
  dedupeKey: string;
  paymentId: number | null;
  /** notify | query | close */
  source: string;
  raw: string;
  verified: boolean;
  outcome: string | null;
  appliedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

export interface PostUnlocksTable {
  id: Generated<number>;
  userId: number;
  postId: number;
  orderId: number | null;
  createdAt: DefaultTimestamp;
}

export interface PlanSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  planId: number;
  startsAt: Timestamp;
  endsAt: Timestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  /** Postings of one transaction sum to zero. */
  transactionId: string;
  /** provider_clearing, creator_pending:<userId>, platform_fee … */
  account: string;
  /** Signed fen. */
  amountFen: number;
  orderId: number | null;
  kind: string;
  createdAt: DefaultTimestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  /** Ours, new per refund; also the refund request's req_seq_id. */
  refundNo: string;
  orderId: number;
  paymentId: number;
  amountFen: number;
  reason: string;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  reqSeqId: string;
  /** yyyyMMdd (Beijing) of the refund request: `queryRefund` needs it. */
  reqDate: string;
  hfSeqId: string | null;
  failure: string | null;
  operatorId: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface ComplaintsTable {
  id: Generated<number>;
  paymentNo: string;
  contact: string;
  message: string;
  reporterId: number | null;
  status: ColumnType<string, string | undefined, string>;
  createdAt: DefaultTimestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  body: Generated<string>;
  readAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

export interface WechatOpenidsTable {
  id: Generated<number>;
  paymentNo: string;
  openid: string;
  appid: string;
  userId: number | null;
  createdAt: DefaultTimestamp;
}

export interface FollowsTable {
  followerId: number;
  followeeId: number;
  createdAt: DefaultTimestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  postId: number;
  authorId: number;
  /** The top-level comment a reply sits under; null for a top-level comment. */
  rootId: number | null;
  /** Whom a reply to a reply answers (楼中楼 "回复 @x"); null otherwise. */
  replyToUserId: number | null;
  /** Plain text, 1–500 characters; never rendered as HTML. */
  content: string;
  deletedAt: Timestamp | null;
  deletedBy: number | null;
  createdAt: DefaultTimestamp;
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface CreatorApplicationsTable {
  id: Generated<number>;
  userId: number;
  realName: string;
  /** 1101**********1234: the clear ID number is never stored. */
  idNumberMasked: string;
  /** HMAC-SHA256 (key in app_secrets) of the ID number, to spot one person applying twice. */
  idNumberHash: string;
  contact: string;
  introduction: Generated<string>;
  category: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  rejectReason: string | null;
  reviewerId: number | null;
  reviewedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: DefaultTimestamp;
}

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
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  postUnlocks: PostUnlocksTable;
  planSubscriptions: PlanSubscriptionsTable;
  ledgerEntries: LedgerEntriesTable;
  refunds: RefundsTable;
  complaints: ComplaintsTable;
  notifications: NotificationsTable;
  wechatOpenids: WechatOpenidsTable;
  follows: FollowsTable;
  comments: CommentsTable;
  creatorApplications: CreatorApplicationsTable;
  appSecrets: AppSecretsTable;
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
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type RefundRow = Selectable<RefundsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type CreatorApplicationRow = Selectable<CreatorApplicationsTable>;
