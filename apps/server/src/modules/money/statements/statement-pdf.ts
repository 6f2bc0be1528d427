import type { RevenueStatement } from '@frog/contracts';
import { statementFonts } from './statement-fonts';
import { STATEMENT_HEADER, statementRows, TAX_NOTE } from './statement-table';

const MARGIN = 50;
/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const ROW_HEIGHT = 22;
const MONTH_WIDTH = 60;
const INK = '#1f1f1f';
const MUTED = '#666666';
const RULE = '#d9d9d9';

const FIGURES_NOTE =
  '收入为支持者支付的金额，按支付入账时间所在月份；退款按退款成功月份；平台服务费已减去随退款退回的部分；净收入 = 收入 − 退款 − 平台服务费。提现手续费、代扣个税、提现到账按提现打款月份。金额单位：元（人民币），按北京时间计。';

/** `2026-12-01 20:40` in China time (no daylight saving there). */
const chinaMinute = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The year's statement as a one-page A4 PDF with the table, the tax note and when it was made. It names
 * the creator by nickname only (never an ID number). pdfkit is imported here, not at start: only a
 * download pays for loading it.
 */
export async function renderStatementPdf(statement: RevenueStatement, now = new Date()): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = `收入与纳税明细 ${statement.year}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: '创作蛙', Subject: `${statement.nickname} ${title}` },
  });
  const fonts = statementFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = PAGE.width - 2 * MARGIN;
  doc.fillColor(INK).font('bold').fontSize(18).text(title, MARGIN, MARGIN);
  doc.font('regular').fontSize(10).fillColor(MUTED).moveDown(0.4).text(`创作者：${statement.nickname}`);

  const amountWidth = (width - MONTH_WIDTH) / (STATEMENT_HEADER.length - 1);
  const cellX = (i: number) => (i === 0 ? MARGIN : MARGIN + MONTH_WIDTH + (i - 1) * amountWidth);
  const row = (cells: readonly string[], y: number) =>
    cells.forEach((cell, i) => {
      doc.text(cell, cellX(i), y + 6, {
        width: i === 0 ? MONTH_WIDTH : amountWidth - 4,
        align: i === 0 ? 'left' : 'right',
        lineBreak: false,
      });
    });
  const rule = (y: number, color = RULE) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();

  let y = doc.y + 14;
  doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#f2f4f5');
  doc.fillColor(INK).font('bold').fontSize(9);
  row(STATEMENT_HEADER, y);
  y += ROW_HEIGHT;
  const rows = statementRows(statement);
  doc.font('regular');
  for (const cells of rows.slice(0, -1)) {
    row(cells, y);
    y += ROW_HEIGHT;
    rule(y);
  }
  rule(y, INK);
  doc.font('bold');
  row(rows.at(-1)!, y);
  y += ROW_HEIGHT;
  rule(y, INK);

  doc.font('regular').fontSize(9).fillColor(INK);
  doc.text(TAX_NOTE, MARGIN, y + 16, { width, lineGap: 3 });
  doc.fillColor(MUTED).moveDown(0.5).text(FIGURES_NOTE, { width, lineGap: 3 });
  doc.moveDown(1.2).text(`生成时间：${chinaMinute(now)}（北京时间）  ·  创作蛙`, { width });
  doc.end();

  return done;
}
