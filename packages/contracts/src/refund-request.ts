import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { orderNoParam, requiredReason } from './admin-common';
import { refundStatusSchema } from './admin-order';
import {
  defineEndpoint,
  idParam,
  optionalText,
  privateImageUploadEndpoint,
  privateImagesParam,
} from './common';
import { pageOf, pageParamsSchema } from './lists';
import { orderBuyerSchema, orderKindSchema } from './order';
import { moneySchema } from './revenue';

// Refund requests (退款申请, docs/MINORS.md): a buyer asks from 我的支持 within the window after
// paying; the creator (it is their share) or an operator grants it (refunded through the one refund
// path) or refuses it with a reason; nobody deciding within the deadline expires it.

/** requested → refunded | refused | expired. */
export const { schema: refundRequestStatusSchema, text: refundRequestStatusText } = labelledEnum(
  {
    requested: '待处理',
    refunded: '已退款',
    refused: '已拒绝',
    expired: '已超时',
  },
  { error: '退款申请状态须为 requested、refunded、refused 或 expired' },
);
export type RefundRequestStatus = z.infer<typeof refundRequestStatusSchema>;

/** Why the buyer asks: a fixed list, so creators and operators read the same words. */
export const { schema: refundRequestReasonSchema, text: refundRequestReasonText } = labelledEnum(
  {
    mistaken: '误操作，不小心付款',
    not_as_described: '内容与描述不符',
    content_missing: '内容无法查看或缺失',
    duplicate: '重复购买',
    minor: '未成年人未经监护人同意付款',
    other: '其他原因',
  },
  { error: '请选择退款原因' },
);
export type RefundRequestReason = z.infer<typeof refundRequestReasonSchema>;

/** The buyer's own words beside the reason: at most this many characters. */
export const REFUND_REQUEST_DETAIL_MAX = 200;
/** Pictures a request may carry (screenshots of what went wrong), each uploaded first with `imageUpload`. */
export const REFUND_REQUEST_IMAGES_MAX = 3;

/** Where one of a request's pictures is read: by its buyer, the order's creator and operators only. */
export const refundRequestImageUrl = (id: number, index: number) =>
  `/api/refund-request/image/${id}/${index}`;

/** Who decided a request: the order's creator or an operator (null while open or once expired). */
export const refundRequestDeciderSchema = z.enum(['creator', 'operator']);

export const refundRequestSchema = z.object({
  id: z.number(),
  status: refundRequestStatusSchema,
  reason: refundRequestReasonSchema,
  /** The buyer's optional words ('' for none). */
  detail: z.string(),
  /** The buyer's pictures, as URLs only the buyer, the creator and operators can open. */
  images: z.array(z.string()),
  createdAt: z.string(),
  /** Open until then; past it nobody may decide and the request expires. */
  deadlineAt: z.string(),
  /**
   * Its clock as a complaint's (WeChat Pay's 24 h first reply): a decision is due by then;
   * `overdue` once an open one has passed it, `dueSoon` within 2 h of expiring undecided.
   */
  clock: z.object({
    firstReplyDueAt: z.string(),
    overdue: z.enum(['first_reply']).nullable(),
    dueSoon: z.boolean(),
  }),
  decidedAt: z.string().nullable(),
  decidedBy: refundRequestDeciderSchema.nullable(),
  /** Why it was refused (refused only). */
  refusal: z.string().nullable(),
  /** The refund a grant made, as it stands (pending until the provider confirms). */
  refund: z.object({ refundNo: z.string(), amount: moneySchema, status: refundStatusSchema }).nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * One of the buyer's own complaints about the order (at the cashier or to WeChat Pay), as its
 * progress shows on the receipt: its two deadlines, the platform's reply and how it ended.
 */
export const buyerComplaintSchema = z.object({
  id: z.number(),
  status: z.enum(['open', 'handled', 'refunded']),
  createdAt: z.string(),
  firstReplyDueAt: z.string(),
  resolveDueAt: z.string(),
  firstRepliedAt: z.string().nullable(),
  reply: z.string().nullable(),
  /** The operator's note once handled, or the refund reason once refunded. */
  note: z.string().nullable(),
});
export type BuyerComplaint = z.infer<typeof buyerComplaintSchema>;

/** What the buyer's receipt shows about refunds of one order. */
export const orderRefundRequestSchema = z.object({
  /** The latest request of the order, if any. */
  request: refundRequestSchema.nullable(),
  /** Whether the buyer may ask now; when not, `refusal` says why (in Chinese). */
  canRequest: z.boolean(),
  refusal: z.string().nullable(),
  /** The end of the window of asking (paid at + REFUND_REQUEST_WINDOW_DAYS). */
  requestableUntil: z.string().nullable(),
  /** The buyer's complaints about the order's payments, newest first. */
  complaints: z.array(buyerComplaintSchema),
});
export type OrderRefundRequest = z.infer<typeof orderRefundRequestSchema>;

/** A request as the creator sees it: with the order and the buyer by public name (or 匿名支持者). */
export const creatorRefundRequestSchema = refundRequestSchema.extend({
  order: z.object({
    orderNo: z.string(),
    kind: orderKindSchema,
    description: z.string(),
    amount: moneySchema,
    /** What a grant would give back now (all that is not refunded yet). */
    refundable: moneySchema,
    paidAt: z.string(),
  }),
  buyer: orderBuyerSchema,
  abilities: z.object({ grant: z.boolean(), refuse: z.boolean() }),
});
export type CreatorRefundRequest = z.infer<typeof creatorRefundRequestSchema>;

const statusFilter = z.preprocess((v) => (v === '' ? undefined : v), refundRequestStatusSchema.optional());

export const refundRequestEndpoints = {
  /** The buyer asks for a refund of one of their paid orders (all that is not refunded yet). */
  create: defineEndpoint({
    path: '/api/refund-request/create',
    summary: '申请退款（我的支持 → 订单收据）',
    params: z.object({
      orderNo: orderNoParam,
      reason: refundRequestReasonSchema,
      detail: optionalText('补充说明', REFUND_REQUEST_DETAIL_MAX),
      images: privateImagesParam(REFUND_REQUEST_IMAGES_MAX),
    }),
    data: refundRequestSchema,
  }),
  /** A picture for a request (JPG, PNG, WebP or GIF), kept private; only its uploader may attach it. */
  imageUpload: privateImageUploadEndpoint(
    '/api/refund-request/image-upload',
    '上传退款申请图片（仅买家、创作者与平台可见）',
  ),
  /** The buyer's view of one of their orders: its latest request and whether they may ask. */
  ofOrder: defineEndpoint({
    path: '/api/refund-request/of-order',
    summary: '订单的退款申请（买家）',
    params: z.object({ orderNo: orderNoParam }),
    data: orderRefundRequestSchema,
  }),
  /** The requests on the signed-in creator's orders: open ones first (earliest deadline first). */
  creatorList: defineEndpoint({
    path: '/api/refund-request/creator-list',
    summary: '收到的退款申请（创作者，待处理的在前）',
    params: pageParamsSchema.extend({ status: statusFilter }),
    data: pageOf(creatorRefundRequestSchema),
  }),
  /** The creator grants an open request: the order is refunded (it is their share). */
  grant: defineEndpoint({
    path: '/api/refund-request/grant',
    summary: '同意退款申请（创作者）',
    params: z.object({ id: idParam('退款申请ID') }),
    data: creatorRefundRequestSchema,
  }),
  /** The creator refuses an open request, saying why (the buyer is told). */
  refuse: defineEndpoint({
    path: '/api/refund-request/refuse',
    summary: '拒绝退款申请（创作者，须填写原因）',
    params: z.object({ id: idParam('退款申请ID'), reason: requiredReason('拒绝原因') }),
    data: creatorRefundRequestSchema,
  }),
};

export { statusFilter as refundRequestStatusFilter };
