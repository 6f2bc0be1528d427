import {
  type AuditAction,
  type AuditTargetKind,
  auditActionSchema,
  auditActionText,
  auditTargetKindSchema,
  auditTargetKindText,
} from '@frog/contracts';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { type AuditFilter, activeFilterCount, emptyAuditFilter } from './lib/audit-filter';

/** 操作人, 操作, 对象 (kind and id) and 时间段; applied with 筛选, cleared with 清除筛选. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}) {
  const [draft, setDraft] = useState<AuditFilter>(value);
  const set = <K extends keyof AuditFilter>(key: K, v: AuditFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: v }));

  return (
    <form
      className="audit-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft);
      }}
    >
      <Input
        aria-label="操作人ID"
        placeholder="操作人ID"
        value={draft.operatorId}
        onChange={(e) => set('operatorId', e.target.value)}
        inputMode="numeric"
        maxLength={12}
      />
      <Select
        aria-label="操作"
        placeholder="全部操作"
        allowClear
        value={draft.action || undefined}
        onChange={(v?: AuditAction) => set('action', v ?? '')}
        options={auditActionSchema.options.map((a) => ({ value: a, label: auditActionText[a] }))}
      />
      <Select
        aria-label="对象类型"
        placeholder="全部对象"
        allowClear
        value={draft.targetKind || undefined}
        onChange={(v?: AuditTargetKind) => set('targetKind', v ?? '')}
        options={auditTargetKindSchema.options.map((k) => ({ value: k, label: auditTargetKindText[k] }))}
      />
      <Input
        aria-label="对象ID"
        placeholder="对象ID（订单号、作品ID…）"
        value={draft.targetId}
        onChange={(e) => set('targetId', e.target.value)}
        maxLength={64}
      />
      <Input
        aria-label="开始日期"
        prefix="从"
        type="date"
        value={draft.from}
        onChange={(e) => set('from', e.target.value)}
      />
      <Input
        aria-label="结束日期"
        prefix="至"
        type="date"
        value={draft.to}
        onChange={(e) => set('to', e.target.value)}
      />
      <div className="audit-filters__buttons">
        <Button type="primary" htmlType="submit">
          筛选
        </Button>
        {(activeFilterCount(draft) > 0 || activeFilterCount(value) > 0) && (
          <Button
            onClick={() => {
              setDraft(emptyAuditFilter);
              onChange(emptyAuditFilter);
            }}
          >
            清除筛选
          </Button>
        )}
      </div>
    </form>
  );
}
