import type { RevenueStatement, StatementFigures } from '@frog/contracts';

/** The statement's columns, as the CSV's header row and the PDF's table head print them. */
export const STATEMENT_HEADER = [
  '月份',
  '收入',
  '退款',
  '平台服务费',
  '净收入',
  '提现手续费',
  '代扣个税',
  '提现到账',
] as const;

const amounts = (f: StatementFigures): string[] =>
  [f.income, f.refunds, f.fee, f.net, f.withdrawalFee, f.tax, f.paidOut].map((m) => m.yuan);

/** Twelve rows (`2026-01` …) and the 合计 row, each cell as printed: amounts in yuan with two decimals. */
export function statementRows(statement: RevenueStatement): string[][] {
  return [
    ...statement.months.map((m) => [`${statement.year}-${String(m.month).padStart(2, '0')}`, ...amounts(m)]),
    ['合计', ...amounts(statement.total)],
  ];
}

/** The file name of a year's statement, Chinese and its ASCII fallback. */
export const statementFilename = (year: number, ext: 'csv' | 'pdf') => ({
  filename: `创作蛙收入与纳税明细-${year}.${ext}`,
  asciiFilename: `statement-${year}.${ext}`,
});

/** Printed under the table (and shown on the screen): what the tax line is. */
export const TAX_NOTE =
  '代扣个税为平台按规定预扣预缴的个人所得税，属预缴性质，由您在次年个人所得税综合所得年度汇算清缴中多退少补。';
