import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderStatementPdf } from './statement-pdf';
import { presentStatement } from './statement.presenter';

/** The text of every page, each text item as drawn, joined by spaces. */
async function pdfText(
  bytes: Buffer,
): Promise<{ pages: number; text: string; width: number; height: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise;
  const page = await pdf.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) items.push(item.str);
  }

  return { pages: pdf.numPages, text: items.join(' '), width, height };
}

describe('statement PDF', () => {
  it('prints the Chinese title, nickname, table, 合计, tax note and time, on one A4 page', async () => {
    const statement = presentStatement(2026, '蛙蛙画画', [
      {
        month: 1,
        incomeFen: 4290,
        refundsFen: 1490,
        feeFen: 140,
        withdrawnFen: 0,
        withdrawalFeeFen: 0,
        taxFen: 0,
      },
      {
        month: 3,
        incomeFen: 6_000_000,
        refundsFen: 0,
        feeFen: 0,
        withdrawnFen: 5_000_000,
        withdrawalFeeFen: 0,
        taxFen: 105_000,
      },
      {
        month: 4,
        incomeFen: 0,
        refundsFen: 990,
        feeFen: -49,
        withdrawnFen: 0,
        withdrawalFeeFen: 0,
        taxFen: 0,
      },
    ]);
    const pdf = await renderStatementPdf(statement, new Date('2026-12-01T12:40:00Z'));
    const { pages, text, width, height } = await pdfText(pdf);

    expect(pages).toBe(1);
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    for (const words of [
      '收入与纳税明细 2026',
      '创作者：蛙蛙画画',
      '月份 收入 退款 平台服务费 净收入 提现手续费 代扣个税 提现到账',
      '2026-01 42.90 14.90 1.40 26.60 0.00 0.00 0.00',
      '2026-03 60000.00 0.00 0.00 60000.00 0.00 1050.00 48950.00',
      '2026-04 0.00 9.90 -0.49 -9.41 0.00 0.00 0.00',
      '合计 60042.90 24.80 0.91 60017.19 0.00 1050.00 48950.00',
      '汇算清缴',
      '生成时间：2026-12-01 20:40（北京时间）',
    ]) {
      expect(text).toContain(words);
    }
  });
});
