import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { adminOperatorRefSchema } from './admin-common';
import {
  blankToUndefined,
  cursorParam,
  defineEndpoint,
  optionalIdParam,
  withoutInvalidChars,
} from './common';
import { optionalDateParam } from './period';

/** Every operator action the audit log records (one entry per action, written in its transaction), and what each is called on screen. */
export const { schema: auditActionSchema, text: auditActionText } = labelledEnum(
  {
    'application.approve': '通过创作者申请',
    'application.reject': '驳回创作者申请',
    'withdrawal.approve': '通过提现',
    'withdrawal.reject': '驳回提现',
    'withdrawal.mark_paid': '标记已打款',
    'withdrawal.mark_failed': '标记打款失败',
    'withdrawal.read_account': '查看完整收款账号',
    'order.refund': '订单退款',
    'complaint.reply': '回复投诉',
    'complaint.handle': '处理投诉',
    'complaint.refund': '投诉退款',
    'refund_request.grant': '同意退款申请',
    'refund_request.refuse': '拒绝退款申请',
    'guardian_request.grant': '同意监护人退款申请',
    'guardian_request.refuse': '拒绝监护人退款申请',
    'flag.resolve': '标记异常已处理',
    'flag.refund': '异常订单退款',
    'payment_event.resolve': '标记未知支付已处理',
    'reconciliation.resolve': '处理对账差异',
    'reconciliation.rerun': '重新对账',
    'tax_filing.declare': '记录个税扣缴申报',
    'tax_filing.remit': '记录个税缴款',
    'tax_report.export': '导出季度涉税信息报送表',
    'post.takedown': '下架作品',
    'post.restore': '恢复作品',
    'post.read': '查看付费作品全文',
    'comment.hide': '隐藏评论',
    'post.approve': '审核通过作品',
    'comment.approve': '审核通过评论',
    'report.uphold': '举报属实',
    'report.dismiss': '驳回举报',
    'appeal.uphold': '申诉成立（恢复作品）',
    'appeal.reject': '驳回申诉',
    'user.ban': '封禁用户',
    'user.unban': '解除封禁',
    'user.warn': '警告用户',
    'user.mute': '禁言用户',
    'user.unmute': '解除禁言',
    'word_list.create': '新建敏感词表',
    'word_list.update': '修改敏感词表',
    'word_list.add_words': '添加敏感词',
    'word_list.remove_words': '删除敏感词',
  },
  { error: '操作类型不正确' },
);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const { schema: auditTargetKindSchema, text: auditTargetKindText } = labelledEnum(
  {
    application: '创作者申请',
    withdrawal: '提现',
    order: '订单',
    payment_event: '支付通知',
    reconciliation_day: '对账日',
    reconciliation_flag: '对账差异',
    tax_filing: '个税所属期',
    tax_report: '涉税信息报送季度',
    complaint: '投诉',
    refund_request: '退款申请',
    guardian_request: '监护人退款申请',
    post: '作品',
    comment: '评论',
    user: '用户',
    message: '私信',
    word_list: '敏感词表',
    appeal: '下架申诉',
  },
  { error: '对象类型不正确' },
);
export type AuditTargetKind = z.infer<typeof auditTargetKindSchema>;

/** A JSON snapshot of the fields an action changed (null: nothing before, e.g. a read). */
const snapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number(),
  operator: adminOperatorRefSchema,
  action: auditActionSchema,
  target: z.object({
    kind: auditTargetKindSchema,
    /** The target's id as text: a number, an order number, a withdrawal number … */
    id: z.string(),
  }),
  before: snapshotSchema,
  after: snapshotSchema,
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Operators only (404 otherwise). The log is append-only: there is no call that changes it. */
export const adminAuditEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/audit-log',
    summary: '操作日志（最新的在前，可按操作人、操作、对象和日期筛选）',
    params: z.object({
      operatorId: optionalIdParam('操作人ID'),
      action: z.preprocess(blankToUndefined, auditActionSchema.optional()),
      targetKind: z.preprocess(blankToUndefined, auditTargetKindSchema.optional()),
      targetId: z.preprocess(
        blankToUndefined,
        withoutInvalidChars(
          z.string({ error: '对象ID格式不正确' }).trim().max(64, '对象ID格式不正确'),
          '对象ID',
        ).optional(),
      ),
      /** China days, inclusive. */
      from: optionalDateParam('开始日期'),
      to: optionalDateParam('结束日期'),
      cursor: cursorParam(),
    }),
    data: z.object({ list: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
  }),
};
