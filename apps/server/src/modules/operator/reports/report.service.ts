import {
  type adminReportEndpoints,
  type DataOf,
  type ReportGroup,
  type ReportReason,
  type ReportTargetKind,
  Reason,
  type reportEndpoints,
} from '@frog/contracts';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { publish } from '../../../platform/events/event-bus';
import { presentPage } from '../../../platform/http/page.presenter';
import { AppError } from '../../../platform/lib/app-error';
import type { Storage } from '../../../platform/storage/storage';
import { isOwnUpload, saveFittedImage } from '../../../platform/uploads/webp-image';
import { canViewerSeeComment, findVisiblePost } from '../../content';
import { addStrike } from '../../governance';
import { wasMessageReceivedBy } from '../../messaging';
import { findAdminUser } from '../users/admin-user.repository';
import {
  closeOpenReports,
  describeTargets,
  insertReport,
  listOpenReportGroups,
  type ReportGroupRow,
} from './report.repository';

// 举报 (DESIGN 8): filing one, and the operators' queue of reported objects.

type Target = { kind: ReportTargetKind; id: number };

/** Whether the reporter can see what they report: what they cannot see does not exist for them. */
async function canReport(db: Db, reporter: UserRow, { kind, id }: Target): Promise<boolean> {
  switch (kind) {
    case 'post':
      return (await findVisiblePost(db, id, reporter.id)) !== undefined;
    case 'comment':
      return canViewerSeeComment(db, id, reporter);
    case 'message':
      return wasMessageReceivedBy(db, id, reporter.id);
    case 'user':
      return id !== reporter.id && (await findAdminUser(db, id)) !== undefined;
  }
}

/** What an uploaded report picture is recorded as: only its uploader may attach it. */
const REPORT_IMAGE_KIND = 'report-image';

/** A screenshot for a report: at most 1600 px wide, WebP, recorded as the reporter's upload. */
export async function saveReportImage(
  ctx: { db: Db; storage: Storage },
  reporter: UserRow,
  bytes: Buffer,
): Promise<{ url: string }> {
  return {
    url: await saveFittedImage(ctx, reporter.id, bytes, {
      folder: 'reports',
      kind: REPORT_IMAGE_KIND,
      maxWidth: 1600,
    }),
  };
}

/**
 * Files a report on something the reporter can see (404 otherwise), with pictures they uploaded;
 * one open report per object.
 */
export async function fileReport(
  ctx: { db: Db; storage: Storage },
  reporter: UserRow,
  params: {
    targetKind: ReportTargetKind;
    targetId: number;
    reason: ReportReason;
    detail?: string;
    imageUrls: string[];
  },
): Promise<DataOf<typeof reportEndpoints.create>> {
  const target = { kind: params.targetKind, id: params.targetId };
  if (!(await canReport(ctx.db, reporter, target))) throw AppError.notFound('举报的内容不存在或已删除');
  for (const url of params.imageUrls) {
    if (!(await isOwnUpload(ctx, url, reporter.id, REPORT_IMAGE_KIND)))
      throw AppError.badRequest('图片地址无效，请重新上传图片');
  }
  const id = await insertReport(ctx.db, {
    reporterId: reporter.id,
    targetKind: target.kind,
    targetId: target.id,
    reason: params.reason,
    detail: params.detail ?? '',
    imageUrls: params.imageUrls,
  });
  if (id === undefined)
    throw AppError.conflict(
      '你已举报过该内容，平台正在处理，结果会通过系统通知告诉你',
      Reason.ALREADY_REPORTED,
    );

  return { id };
}

const linkOf = (kind: ReportTargetKind, row: { id: number; postId: number | null; authorSlug: string }) => {
  if (kind === 'post' || kind === 'comment') return row.postId === null ? null : `/post/${row.postId}`;
  if (kind === 'user') return `/user/${row.authorSlug}`;

  return null;
};

/** Reported objects with open reports, who has waited longest first, each described for the operator. */
export async function listReportGroups(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<DataOf<typeof adminReportEndpoints.groups>> {
  const { rows, total } = await listOpenReportGroups(db, page);
  const kinds = [...new Set(rows.map((row) => row.targetKind))];
  const described = new Map<string, Awaited<ReturnType<typeof describeTargets>>[number]>();
  for (const kind of kinds) {
    const ids = rows.filter((row) => row.targetKind === kind).map((row) => row.targetId);
    for (const target of await describeTargets(db, kind, ids)) described.set(`${kind}:${target.id}`, target);
  }

  return presentPage(
    rows.map((row) => presentGroup(row, described.get(`${row.targetKind}:${row.targetId}`))),
    total,
    page,
  );
}

function presentGroup(
  row: ReportGroupRow,
  target: Awaited<ReturnType<typeof describeTargets>>[number] | undefined,
): ReportGroup {
  return {
    target: {
      kind: row.targetKind,
      id: row.targetId,
      text: target?.text ?? '（已不存在）',
      link: target ? linkOf(row.targetKind, target) : null,
      author: target
        ? {
            id: target.authorId,
            nickname: target.authorNickname,
            slug: target.authorSlug,
            phone: target.authorPhone,
          }
        : null,
    },
    count: row.count,
    reasons: row.reasons,
    details: row.details,
    images: row.images,
    firstAt: new Date(row.firstAt).toISOString(),
  };
}

/** Reports upheld on what someone wrote count against their account credit, once per handling. */
async function strikeAuthor(
  trx: Db,
  target: { kind: ReportTargetKind; id: number },
  closed: { id: number }[],
  note: string,
): Promise<void> {
  const [described] = await describeTargets(trx, target.kind, [target.id]);
  if (!described) return;
  await addStrike(trx, {
    userId: described.authorId,
    kind: 'report_upheld',
    note,
    dedupeKey: `reports:${Math.min(...closed.map((report) => report.id))}`,
  });
}

/**
 * Closes every open report on the object (report.uphold or report.dismiss, audited once with the
 * note); each reporter is told the outcome. Acting on the object itself (下架, 隐藏, 封禁) is its own
 * action, taken first.
 */
export async function handleReports(
  db: Db,
  operator: UserRow,
  params: { targetKind: ReportTargetKind; targetId: number; decision: 'upheld' | 'dismissed'; note: string },
): Promise<DataOf<typeof adminReportEndpoints.handle>> {
  const target = { kind: params.targetKind, id: params.targetId };
  const action = params.decision === 'upheld' ? 'report.uphold' : 'report.dismiss';

  return operatorAction(db, operator, { action, target, reason: params.note }, async (trx) => {
    const closed = await closeOpenReports(trx, target, {
      status: params.decision,
      outcome: params.note,
      operatorId: operator.id,
    });
    if (closed.length === 0) throw AppError.conflict('该内容没有待处理的举报（可能已被处理）');
    if (params.decision === 'upheld') await strikeAuthor(trx, target, closed, params.note);
    await publish(trx, 'ReportsHandled', {
      reports: closed.map((report) => ({ id: report.id, reporterId: report.reporterId })),
      targetKind: target.kind,
      decision: params.decision,
      note: params.note,
    });

    return {
      result: { handled: closed.length },
      before: { openReports: closed.length },
      after: { decision: params.decision },
    };
  });
}
