import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { AuditFilters } from './audit-filters';
import { emptyAuditFilter } from './lib/audit-filter';

describe('AuditFilters: the period in the console’s date format', () => {
  it('shows days as yyyy-mm-dd with Chinese hints, and applies a typed day as one', () => {
    const onChange = vi.fn();
    renderInApp(<AuditFilters value={{ ...emptyAuditFilter, to: '2026-11-30' }} onChange={onChange} />);
    const from = screen.getByLabelText<HTMLInputElement>('开始日期');
    const to = screen.getByLabelText<HTMLInputElement>('结束日期');
    // Never the browser's own mm/dd/yyyy: zh_CN's DatePicker, not a native date input.
    expect([from.type, to.type]).toEqual(['text', 'text']);
    expect(from.placeholder).toBe('年-月-日');
    expect(to.value).toBe('2026-11-30');

    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /^筛\s*选$/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: '2026-11-01', to: '2026-11-30' }),
    );
  });
});
