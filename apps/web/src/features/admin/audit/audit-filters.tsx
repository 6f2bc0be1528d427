import {
  type AuditAction,
  type AuditTargetKind,
  auditActionSchema,
  auditActionText,
  auditTargetKindSchema,
  auditTargetKindText,
} from '@frog/contracts';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { type AuditFilter, activeFilterCount, emptyAuditFilter } from './lib/audit-filter';

// The calendar in Chinese (一月, 周一), as antd's zh_CN locale asks of dayjs.
dayjs.locale('zh-cn');

/**
 * One day of the period as the console writes dates, yyyy-mm-dd, in zh_CN's DatePicker: a native date
 * input shows the browser's own format (mm/dd/yyyy on an English system). '' is no day.
 */
function DayPicker({
  label,
  prefix,
  value,
  onChange,
}: {
  label: string;
  prefix: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <DatePicker
      aria-label={label}
      prefix={prefix}
      format="YYYY-MM-DD"
      placeholder="年-月-日"
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : '')}
    />
  );
}

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
      <DayPicker label="开始日期" prefix="从" value={draft.from} onChange={(day) => set('from', day)} />
      <DayPicker label="结束日期" prefix="至" value={draft.to} onChange={(day) => set('to', day)} />
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
