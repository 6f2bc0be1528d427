import { describe, expect, it } from 'vitest';
import { describeChanges, formatAuditValue } from './audit-changes';
import { activeFilterCount, auditFilterParams, emptyAuditFilter } from './audit-filter';

describe('auditFilterParams', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(auditFilterParams(emptyAuditFilter)).toEqual({});
    expect(
      auditFilterParams({
        ...emptyAuditFilter,
        operatorId: ' #3 ',
        action: 'order.refund',
        targetId: ' O1 ',
      }),
    ).toEqual({ operatorId: '3', action: 'order.refund', targetId: 'O1' });
    expect(auditFilterParams({ ...emptyAuditFilter, operatorId: 'ID 12', targetKind: 'post' })).toEqual({
      operatorId: '12',
      targetKind: 'post',
    });
  });

  it('puts a period given backwards the right way round, and keeps one-sided periods', () => {
    expect(auditFilterParams({ ...emptyAuditFilter, from: '2026-11-30', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(auditFilterParams({ ...emptyAuditFilter, from: '2026-11-01' })).toEqual({ from: '2026-11-01' });
    expect(auditFilterParams({ ...emptyAuditFilter, to: '2026-11-01' })).toEqual({ to: '2026-11-01' });
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount(emptyAuditFilter)).toBe(0);
    expect(
      activeFilterCount({ ...emptyAuditFilter, operatorId: '  ', from: '2026-11-01', action: 'user.ban' }),
    ).toBe(2);
  });
});

describe('describeChanges', () => {
  it('lists each field before → after and marks what changed', () => {
    const rows = describeChanges(
      { status: 'paid', refunded: 0 },
      { status: 'refunded', refunded: 990, refundNo: 'R1' },
    );
    expect(rows).toEqual([
      {
        field: 'status',
        label: '状态',
        before: '已支付',
        after: '已退款',
        changed: true,
      },
      { field: 'refunded', label: '已退款', before: '0', after: '990', changed: true },
      { field: 'refundNo', label: '退款单号', before: '—', after: 'R1', changed: true },
    ]);
  });

  it('a read has no snapshots; an unchanged field is not marked', () => {
    expect(describeChanges(null, null)).toEqual([]);
    expect(describeChanges({ title: 'x', takenDown: false }, { title: 'x', takenDown: true })).toEqual([
      { field: 'title', label: 'title', before: 'x', after: 'x', changed: false },
      { field: 'takenDown', label: '已下架', before: '否', after: '是', changed: true },
    ]);
    expect(describeChanges(null, { banned: true })[0]).toMatchObject({ before: '—', after: '是' });
    // Absent before, empty after: nothing changed there.
    expect(
      describeChanges({ status: 'pending' }, { status: 'approved', rejectReason: null })[1],
    ).toMatchObject({
      label: '驳回原因',
      changed: false,
    });
  });

  it('shows a refund snapshot in yuan', () => {
    const rows = describeChanges(
      { orderNo: 'O1', orderStatus: 'paid', refundableFen: 990 },
      { refundNo: 'R1', amountFen: 300, refundStatus: 'succeeded' },
    );
    expect(rows.find((r) => r.field === 'refundableFen')).toMatchObject({
      label: '可退金额',
      before: '¥9.90',
      after: '—',
    });
    expect(rows.find((r) => r.field === 'amountFen')).toMatchObject({ label: '退款金额', after: '¥3.00' });
  });

  it('says each action in its own words: whose reason, what a status means there, never a code', () => {
    const ban = describeChanges({ banned: false }, { banned: true, reason: '刷单' }, 'user.ban');
    expect(ban.map((r) => [r.label, r.before, r.after])).toEqual([
      ['已封禁', '否', '是'],
      ['封禁原因', '—', '刷单'],
    ]);
    const takedown = describeChanges(
      { takenDown: false },
      { takenDown: true, reason: '侵权' },
      'post.takedown',
    );
    expect(takedown[1]).toMatchObject({ label: '下架原因', after: '侵权' });
    const paid = describeChanges(
      { status: 'approved' },
      { status: 'paid', transferReference: 'T1' },
      'withdrawal.mark_paid',
    );
    expect(paid[0]).toMatchObject({ before: '已通过，待打款', after: '已打款' });
    const approved = describeChanges({ status: 'pending' }, { status: 'approved' }, 'application.approve');
    expect(approved[0]).toMatchObject({ before: '待审核', after: '已通过' });
    const refund = describeChanges({ orderStatus: 'paid' }, { refundStatus: 'succeeded' }, 'order.refund');
    expect(refund.map((r) => r.before + r.after).join()).not.toMatch(/[a-z_]{4,}/);
    expect(refund[1]).toMatchObject({ label: '退款状态', after: '退款成功' });
  });

  it('a reconciliation entry in Chinese: the flag’s kind and state, the day’s state, the bill’s source', () => {
    const resolved = describeChanges(
      { status: 'open', kind: 'amount_differs', reqSeqId: 'P101' },
      { status: 'resolved', kind: 'amount_differs', reqSeqId: 'P101', resolution: '以我方记录为准' },
      'reconciliation.resolve',
    );
    expect(resolved.map((r) => [r.label, r.before, r.after, r.changed])).toEqual([
      ['状态', '待处理', '已处理', true],
      ['差异类型', '金额不一致', '金额不一致', false],
      ['请求流水号', 'P101', 'P101', false],
      ['处理方式', '—', '以我方记录为准', true],
    ]);
    const rerun = describeChanges(
      { status: 'done', fileName: 'bill.zip' },
      { status: 'waiting', source: 'download' },
      'reconciliation.rerun',
    );
    expect(rerun.map((r) => `${r.label}:${r.before}→${r.after}`)).toEqual([
      '状态:已完成→等待对账单',
      '对账单:bill.zip→—',
      '对账单来源:—→重新下载',
    ]);
  });

  it('shows a time in a snapshot in the app’s one format, China time', () => {
    expect(formatAuditValue('2026-11-21T07:08:09.123Z')).toBe('2026-11-21 15:08:09');
  });

  it('formats values people can read', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue('自定义')).toBe('自定义');
  });
});
