import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { adminPageOf, requiredReason } from './admin-common';
import { adminOrderSchema } from './admin-payment';
import {
  chinaPhoneSchema,
  defineEndpoint,
  idParam,
  optionalText,
  privateImageUploadEndpoint,
  privateImagesParam,
  text,
} from './common';
import { pageParamsSchema } from './lists';

// Guardians' refund requests (docs/MINORS.md, issue 23 item 3): a minor's guardian names the minor's
// account, says who they are and how to reach them, and describes their proof; an operator sees the
// minor's paid orders and grants (every one refunded, each exactly once) or refuses with a reason.

export const { schema: guardianRelationSchema, text: guardianRelationText } = labelledEnum(
  { father: '父亲', mother: '母亲', other: '其他监护人' },
  { error: '请选择与未成年人的关系' },
);
export type GuardianRelation = z.infer<typeof guardianRelationSchema>;

export const { schema: guardianRequestStatusSchema, text: guardianRequestStatusText } = labelledEnum(
  { requested: '待处理', refunded: '已退款', refused: '已拒绝' },
  { error: '监护人申请状态须为 requested、refunded 或 refused' },
);
export type GuardianRequestStatus = z.infer<typeof guardianRequestStatusSchema>;

/** Pictures of the proof a request may carry (户口本 pages, 出生证明, the guardian's ID), each uploaded first. */
export const GUARDIAN_REQUEST_IMAGES_MAX = 5;

/** Where one of a request's pictures is read: by the guardian who sent it and operators only. */
export const guardianRequestImageUrl = (id: number, index: number) =>
  `/api/guardian-request/image/${id}/${index}`;

/** What the guardian sees of their own request: never the minor's orders or whether the account exists. */
export const guardianRequestSchema = z.object({
  id: z.number(),
  status: guardianRequestStatusSchema,
  minorPhone: z.string(),
  relation: guardianRelationSchema,
  /** The pictures of the proof, as URLs only the guardian and operators can open. */
  images: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The operator's reason (refused) or note (refunded). */
  decision: z.string().nullable(),
});
export type GuardianRequest = z.infer<typeof guardianRequestSchema>;

export const adminGuardianRequestSchema = guardianRequestSchema.extend({
  guardian: z.object({ id: z.number(), nickname: z.string(), phone: z.string() }),
  guardianName: z.string(),
  contact: z.string(),
  /** The guardian's description of their proof (户口本, 出生证明 …) and of what happened. */
  proof: z.string(),
  detail: z.string(),
  /** The account of `minorPhone` (null: no account has that phone). */
  minor: z.object({ id: z.number(), nickname: z.string(), phone: z.string() }).nullable(),
  /** The minor's orders: still paid ones while open (a grant refunds them all), those refunded by it once granted. */
  orders: z.array(adminOrderSchema),
  abilities: z.object({ grant: z.boolean(), refuse: z.boolean() }),
});
export type AdminGuardianRequest = z.infer<typeof adminGuardianRequestSchema>;

export const guardianRequestEndpoints = {
  /** A signed-in guardian asks for a minor's payments back; the answer never says whether the account exists. */
  create: defineEndpoint({
    path: '/api/guardian-request/create',
    summary: '监护人申请退还未成年人的消费',
    params: z.object({
      minorPhone: chinaPhoneSchema,
      relation: guardianRelationSchema,
      guardianName: text('监护人姓名', 20),
      contact: text('联系方式', 100),
      proof: text('证明材料说明', 300),
      detail: optionalText('补充说明', 500),
      images: privateImagesParam(GUARDIAN_REQUEST_IMAGES_MAX),
    }),
    data: guardianRequestSchema,
  }),
  /** A picture of the proof (JPG, PNG, WebP or GIF), kept private; only its uploader may attach it. */
  imageUpload: privateImageUploadEndpoint(
    '/api/guardian-request/image-upload',
    '上传监护关系证明图片（仅本人与平台可见）',
  ),
};

/** Operators only (404 otherwise); every decision writes its audit entry. */
export const adminGuardianRequestEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/guardian-requests',
    summary: '监护人退款申请（待处理的在前，最早的在前），附未成年人的订单',
    params: pageParamsSchema.extend({
      status: z.preprocess((v) => (v === '' ? undefined : v), guardianRequestStatusSchema.optional()),
    }),
    data: adminPageOf(adminGuardianRequestSchema),
  }),
  /** Refunds every paid order of the minor's account (all that is left of each), each exactly once. */
  grant: defineEndpoint({
    path: '/api/admin/guardian-request-grant',
    summary: '同意监护人申请：退还未成年人的全部已支付订单',
    params: z.object({ id: idParam('申请ID'), reason: requiredReason('退款原因') }),
    data: adminGuardianRequestSchema,
  }),
  refuse: defineEndpoint({
    path: '/api/admin/guardian-request-refuse',
    summary: '拒绝监护人申请（填写原因）',
    params: z.object({ id: idParam('申请ID'), reason: requiredReason('拒绝原因') }),
    data: adminGuardianRequestSchema,
  }),
};
