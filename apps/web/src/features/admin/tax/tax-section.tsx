import { Space } from 'antd';
import { TaxPeriodsCard } from './tax-periods-card';
import { TaxReportCard } from './tax-report-card';

/** 个税与报送: the withheld tax's declaration and payment by month, and the quarterly 810号 report. */
export function TaxSection() {
  return (
    <section aria-label="个税与报送">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <TaxPeriodsCard />
        <TaxReportCard />
      </Space>
    </section>
  );
}
