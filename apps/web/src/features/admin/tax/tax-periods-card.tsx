import type { TaxPeriod } from '@frog/contracts';
import { Alert, App, Button, Card, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../shared/reason-dialog';
import { useTaxPeriods } from './api/list-tax-periods';
import { type TaxFilingStep, useRecordTaxFiling } from './api/record-tax-filing';
import { chinaQuarterOf } from './lib/tax-quarters';

const STATUS_COLOR = { payable: 'orange', declared: 'blue', remitted: 'green' } as const;

const STEP_TEXT = {
  declare: { title: '记录扣缴申报', label: '申报凭证号', ok: '记录申报', done: '已记录申报' },
  remit: { title: '记录缴款', label: '税票号', ok: '记录缴款', done: '已记录缴款' },
} as const;

type Pending = { step: TaxFilingStep; period: TaxPeriod };

/**
 * 个税申报与缴款: a year's months of tax withheld at withdrawal, each declared (扣缴申报) and then paid
 * to the tax office by an operator with its reference; what is still outstanding; the ledger's balances.
 */
export function TaxPeriodsCard({ now = new Date() }: { now?: Date }) {
  const currentYear = chinaQuarterOf(now).year;
  const [year, setYear] = useState(currentYear);
  const periods = useTaxPeriods(year);
  const record = useRecordTaxFiling();
  const { message } = App.useApp();
  const [pending, setPending] = useState<Pending | null>(null);

  const columns: TableColumnsType<TaxPeriod> = [
    { title: '所属期', dataIndex: 'period', key: 'period' },
    {
      title: '状态',
      key: 'status',
      render: (_, p) => <Tag color={STATUS_COLOR[p.status]}>{p.statusText}</Tag>,
    },
    { title: '代扣个税', key: 'withheld', align: 'right', render: (_, p) => p.withheld.yuan },
    { title: '已申报', key: 'declared', align: 'right', render: (_, p) => p.declared.yuan },
    { title: '已缴款', key: 'remitted', align: 'right', render: (_, p) => p.remitted.yuan },
    { title: '未缴', key: 'outstanding', align: 'right', render: (_, p) => p.outstanding.yuan },
    {
      title: '凭证',
      key: 'refs',
      render: (_, p) => (
        <div className="admin-muted">
          {p.declaration && (
            <div>
              申报 {p.declaration.reference}（{p.declaration.operator.nickname}）
            </div>
          )}
          {p.remittance && (
            <div>
              税票 {p.remittance.reference}（{p.remittance.operator.nickname}）
            </div>
          )}
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, p) => (
        <Space>
          {p.abilities.declare && (
            <Button size="small" onClick={() => setPending({ step: 'declare', period: p })}>
              记录申报
            </Button>
          )}
          {p.abilities.remit && (
            <Button size="small" type="primary" onClick={() => setPending({ step: 'remit', period: p })}>
              记录缴款
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const years = Array.from({ length: currentYear - 2020 + 1 }, (_, i) => currentYear - i);
  const data = periods.data;

  return (
    <Card
      title="个税申报与缴款"
      extra={
        <Select
          aria-label="年份"
          value={year}
          options={years.map((y) => ({ value: y, label: `${y}年` }))}
          onChange={setYear}
        />
      }
    >
      <p className="admin-muted">
        提现时预扣的个人所得税按打款月份汇总。次月 15
        日前办理扣缴申报后记录申报凭证号，缴入国库后记录税票号；每次记录都写入操作日志。
      </p>
      {periods.isError ? (
        <Alert type="error" showIcon title={periods.error.message} />
      ) : (
        <div aria-busy={periods.isFetching}>
          <Table<TaxPeriod>
            size="small"
            rowKey="period"
            columns={columns}
            dataSource={data?.list ?? []}
            pagination={false}
            scroll={{ x: 820 }}
            locale={{ emptyText: '该年没有代扣个税' }}
          />
          {data && (
            <p className="admin-muted">
              {year}年合计：代扣 ¥{data.total.withheld.yuan}，已缴 ¥{data.total.remitted.yuan}，未缴 ¥
              {data.total.outstanding.yuan}。账本当前：待申报 ¥{data.ledger.undeclared.yuan}，已申报待缴 ¥
              {data.ledger.payable.yuan}。
            </p>
          )}
        </div>
      )}
      {pending && (
        <ReasonDialog
          open
          title={`${STEP_TEXT[pending.step].title} ${pending.period.period}`}
          description={`金额 ¥${pending.step === 'declare' ? pending.period.withheld.yuan : pending.period.declared.yuan}`}
          label={STEP_TEXT[pending.step].label}
          okText={STEP_TEXT[pending.step].ok}
          maxLength={64}
          onSubmit={(reference) =>
            record
              .mutateAsync({ step: pending.step, period: pending.period.period, reference })
              .then(() => message.success(STEP_TEXT[pending.step].done))
          }
          onClose={() => setPending(null)}
        />
      )}
    </Card>
  );
}
