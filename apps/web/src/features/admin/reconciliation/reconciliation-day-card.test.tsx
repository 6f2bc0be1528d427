import type { ReconciliationDay } from '@frog/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { money } from '@/testing/sample-data';
import { ReconciliationDayCard } from './reconciliation-day-card';

const totals = { paymentCount: 2, payments: money(1776), refundCount: 0, refunds: money(0), fees: money(7) };
const day: ReconciliationDay = {
  id: 3,
  tradeDate: '2026-11-28',
  billType: 'TRADE_BILL',
  billTypeText: '交易对账单',
  status: 'done',
  statusText: '已完成',
  lines: 2,
  matched: 1,
  differences: 1,
  openFlags: 1,
  bill: totals,
  ours: { ...totals, payments: money(1665) },
  fileName: '20261129_TRADE_BILL.zip',
  queries: 2,
  lastError: null,
  finishedAt: '2026-11-29T04:00:00.000Z',
  abilities: { rerun: true },
};

describe('ReconciliationDayCard', () => {
  it('shows a reconciled day’s lines and both sides’ totals', () => {
    renderInApp(<ReconciliationDayCard day={day} onOpenFlags={() => {}} />);
    expect(screen.getByText('账单 2 行 · 一致 1 · 差异 1')).toBeTruthy();
    expect(screen.getByText('当日合计')).toBeTruthy();
    expect(screen.getByText('待处理差异 1')).toBeTruthy();
  });

  it('names the day’s bill: the trade bill’s card and, in split mode, the split bill’s', () => {
    const { unmount } = renderInApp(<ReconciliationDayCard day={day} onOpenFlags={() => {}} />);
    expect(screen.getByText(/交易对账单/)).toBeTruthy();
    expect(screen.queryByText(/分账对账单/)).toBeNull();
    unmount();
    const splitDay = {
      ...day,
      billType: 'SPLIT_BILL' as const,
      billTypeText: '分账对账单',
      fileName: '20261129_SPLIT_BILL.zip',
    };
    renderInApp(<ReconciliationDayCard day={splitDay} onOpenFlags={() => {}} />);
    expect(screen.getByText(/分账对账单/)).toBeTruthy();
    expect(screen.queryByText(/交易对账单/)).toBeNull();
  });

  it('says a day not reconciled yet is waiting, instead of a table of zeros', () => {
    const waiting = {
      ...day,
      status: 'waiting' as const,
      statusText: '等待对账单',
      lines: 0,
      matched: 0,
      differences: 0,
      openFlags: 0,
      fileName: null,
      finishedAt: null,
    };
    renderInApp(<ReconciliationDayCard day={waiting} onOpenFlags={() => {}} />);
    expect(screen.getByText(/尚未对账/)).toBeTruthy();
    expect(screen.queryByText('当日合计')).toBeNull();
    expect(screen.queryByText(/账单 0 行/)).toBeNull();
  });
});
