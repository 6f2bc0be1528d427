import { DownloadOutlined } from '@ant-design/icons';
import type { TaxReportSummary } from '@frog/contracts';
import { Alert, Button, Card, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../shared/reason-dialog';
import { useTaxReport } from './api/get-tax-report';
import { previousQuarter, quartersUpTo, taxReportDownloadUrl } from './lib/tax-quarters';

type Figures = TaxReportSummary['total'];
type Row = { key: string; label: string; figures: Partial<Figures> };

const AMOUNTS: [keyof Figures, string][] = [
  ['gross', '收入总额'],
  ['refunds', '退款金额'],
  ['net', '收入净额'],
  ['fee', '平台服务费'],
  ['withdrawalFee', '提现手续费'],
  ['tax', '代扣个税'],
];

const columns: TableColumnsType<Row> = [
  { title: '', dataIndex: 'label', key: 'label', fixed: 'left', width: 150 },
  ...AMOUNTS.map(([key, title]) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, row: Row) => row.figures[key]?.yuan ?? '—',
  })),
];

/** Saves the file through a same-origin link (the server audits the download with the reason). */
function saveFile(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 季度涉税信息报送 (国务院令第 810 号): a quarter's totals beside the ledger's, and the file with every
 * earner's name, ID number and phone, downloaded with a reason that goes into 操作日志.
 */
export function TaxReportCard({ now = new Date() }: { now?: Date }) {
  const [quarter, setQuarter] = useState(previousQuarter(now));
  const [format, setFormat] = useState<'csv' | 'xlsx' | null>(null);
  const report = useTaxReport(quarter);
  const data = report.data;
  const rows: Row[] = data
    ? [
        ...data.kinds.map((k) => ({ key: k.kind, label: k.kindText, figures: k })),
        { key: 'total', label: '合计', figures: data.total },
        { key: 'ledger', label: '账本核对', figures: data.ledger },
      ]
    : [];

  return (
    <Card
      title="季度涉税信息报送"
      extra={
        <Space wrap>
          <Select aria-label="季度" value={quarter} options={quartersUpTo(now)} onChange={setQuarter} />
          <Button icon={<DownloadOutlined />} onClick={() => setFormat('csv')}>
            下载 CSV
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => setFormat('xlsx')}>
            下载 XLSX
          </Button>
        </Space>
      }
    >
      <p className="admin-muted">
        每季度终了后一个月内向主管税务机关报送平台内创作者的身份信息与上季度收入信息。报送表含姓名、身份证号和手机号，每次下载都写入操作日志。
      </p>
      {report.isError ? (
        <Alert type="error" showIcon title={report.error.message} />
      ) : data ? (
        <div aria-busy={report.isFetching}>
          <Space wrap className="admin-muted">
            <span>
              {data.from} 至 {data.to}，{data.earners} 位创作者
            </span>
            {data.missingIdNumbers > 0 && <Tag color="orange">{data.missingIdNumbers} 位身份证号未留存</Tag>}
            {data.matchesLedger ? <Tag color="green">与账本一致</Tag> : <Tag color="red">与账本不一致</Tag>}
          </Space>
          <Table<Row>
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 860 }}
          />
        </div>
      ) : null}
      {format && (
        <ReasonDialog
          open
          title={`下载 ${quarter} 涉税信息报送表（${format.toUpperCase()}）`}
          description="报送表含创作者的姓名、身份证号和手机号，请妥善保管，仅用于向税务机关报送。"
          label="导出原因"
          okText="下载"
          onSubmit={async (reason) => saveFile(taxReportDownloadUrl(quarter, format, reason))}
          onClose={() => setFormat(null)}
        />
      )}
    </Card>
  );
}
