import { TAX_INCOME_KINDS, type IncomeFen, type TaxReportModel, type TotalsFen } from './tax-report-model';
import { TAX_INCOME_KIND_TEXT } from './tax-report-summary';
import { quarterName } from './tax-quarter';

// The rows of the quarterly file (CSV and XLSX alike). Per earner: a line per kind of income they had
// (打赏收入 on its own line), then 合计 with the withdrawal fees and tax; the file ends with 全部合计.
// Columns follow what 810号 and 15号 name (docs/TAX.md lists what is and is not confirmed).

/** A text cell, or an amount in fen (the file writes yuan with two decimals). */
export type ReportCell = string | { fen: number };

export const TAX_REPORT_HEADER = [
  '季度',
  '用户ID',
  '平台内名称',
  '姓名',
  '证件类型',
  '证件号码',
  '联系电话',
  '收入类型',
  '收入总额',
  '退款金额',
  '收入净额',
  '平台服务费',
  '提现手续费',
  '代扣个税',
] as const;

/** What the file shows for an identity field we do not hold (an application from before sealing). */
export const NOT_KEPT = '未留存';

const income = (f: IncomeFen): ReportCell[] => [
  { fen: f.grossFen },
  { fen: f.refundsFen },
  { fen: f.grossFen - f.refundsFen },
  { fen: f.feeFen },
];
const totals = (f: TotalsFen): ReportCell[] => [...income(f), { fen: f.withdrawalFeeFen }, { fen: f.taxFen }];

/** The file's rows after the header; `idNumberOf` answers each earner's opened number (null: not kept). */
export function taxReportRows(
  model: TaxReportModel,
  idNumberOf: (userId: number) => string | null,
): ReportCell[][] {
  const quarter = quarterName(model.quarter);
  const rows: ReportCell[][] = [];
  for (const earner of model.earners) {
    const { identity } = earner;
    const idNumber = idNumberOf(identity.userId);
    const who: ReportCell[] = [
      quarter,
      String(identity.userId),
      identity.nickname,
      identity.realName ?? NOT_KEPT,
      identity.realName === null ? NOT_KEPT : '居民身份证',
      idNumber ?? NOT_KEPT,
      identity.phone,
    ];
    for (const kind of TAX_INCOME_KINDS) {
      const figures = earner.kinds[kind];
      if (figures) rows.push([...who, TAX_INCOME_KIND_TEXT[kind], ...income(figures), '', '']);
    }
    rows.push([...who, '合计', ...totals(earner.total)]);
  }
  rows.push([
    quarter,
    '',
    '',
    '',
    '',
    '',
    '',
    `全部合计（${model.earners.length} 人）`,
    ...totals(model.total),
  ]);

  return rows;
}

/** `2026年第1季度涉税信息报送表.csv`, with an ASCII fallback name. */
export const taxReportFilename = (quarter: string, ext: string) => ({
  filename: `${quarterName(quarter)}涉税信息报送表.${ext}`,
  asciiFilename: `tax-report-${quarter}.${ext}`,
});
