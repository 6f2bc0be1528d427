import { DownloadOutlined } from '@ant-design/icons';
import type { RevenueStatement, StatementFigures } from '@frog/contracts';
import { Alert, Button, Card, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useRevenueStatement } from '../api/get-revenue-statement';
import { statementDownloadUrl } from '../lib/export-url';

type Row = StatementFigures & { key: string; label: string };

/** The columns, as the CSV and the PDF print them. */
const AMOUNTS: [keyof StatementFigures, string][] = [
  ['income', '收入'],
  ['refunds', '退款'],
  ['fee', '平台服务费'],
  ['net', '净收入'],
  ['withdrawalFee', '提现手续费'],
  ['tax', '代扣个税'],
  ['paidOut', '提现到账'],
];

const columns: TableColumnsType<Row> = [
  { title: '月份', dataIndex: 'label', key: 'label', fixed: 'left', width: 72 },
  ...AMOUNTS.map(([key, title]) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, row: Row) => row[key].yuan,
  })),
];

/** The first year a statement can name (the contract's lowest) up to this one, newest first. */
const yearsUpTo = (current: number) =>
  Array.from({ length: current - 2020 + 1 }, (_, i) => current - i).map((y) => ({
    value: y,
    label: `${y}年`,
  }));

function StatementTable({ statement }: { statement: RevenueStatement }) {
  const rows: Row[] = statement.months.map((m) => ({ ...m, key: String(m.month), label: `${m.month}月` }));

  return (
    <Table<Row>
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      // Eight columns do not fit a phone: the month stays, the amounts scroll sideways.
      scroll={{ x: 760 }}
      summary={() => (
        <Table.Summary.Row className="statement-total">
          <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
          {AMOUNTS.map(([key], i) => (
            <Table.Summary.Cell key={key} index={i + 1} align="right">
              {statement.total[key].yuan}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}

/**
 * 收入与纳税明细: a China year by month (收入, 退款, 平台服务费, 代扣个税, 提现到账 …) with its 合计, and
 * the same year as CSV or PDF.
 */
export function RevenueStatementSection({ now = new Date() }: { now?: Date }) {
  const currentYear = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(now),
  );
  const [year, setYear] = useState(currentYear);
  const statement = useRevenueStatement(year);

  return (
    <Card
      className="revenue-card"
      title="收入与纳税明细"
      extra={
        <Space wrap>
          <Select aria-label="年份" value={year} options={yearsUpTo(currentYear)} onChange={setYear} />
          <Button icon={<DownloadOutlined />} href={statementDownloadUrl(year, 'csv')} download>
            下载 CSV
          </Button>
          <Button icon={<DownloadOutlined />} href={statementDownloadUrl(year, 'pdf')} download>
            下载 PDF
          </Button>
        </Space>
      }
    >
      <p className="revenue-caption">
        按北京时间的月份：收入按支付时间，退款按退款成功时间，提现各项按打款时间。代扣个税是平台预扣预缴的个人所得税，在次年个人所得税综合所得年度汇算清缴中多退少补。
      </p>
      {statement.isError ? (
        <Alert type="error" showIcon title={statement.error.message} />
      ) : (
        <div aria-busy={statement.isFetching}>
          {statement.data ? <StatementTable statement={statement.data} /> : null}
        </div>
      )}
    </Card>
  );
}
