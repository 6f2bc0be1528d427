import { ageBandText } from '@frog/contracts';
import { Descriptions, Skeleton } from 'antd';
import { QueryFallback } from '@/components/query-failure';
import { useRealName } from '../api/real-name';
import { RealNameForm } from './real-name-form';

/** 账号设置 › 实名认证: the verified name and number, masked; for a minor, what they may pay; else the form. */
export function RealNameCard() {
  const query = useRealName();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (query.isError) return <QueryFallback query={query} title="实名认证信息加载失败" />;
  const data = query.data;
  if (!data.verified) return <RealNameForm submitText="提交认证" onVerified={() => undefined} />;

  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="姓名">{data.realNameMasked}</Descriptions.Item>
      <Descriptions.Item label="身份证号">{data.idNumberMasked}</Descriptions.Item>
      {data.band && data.band !== 'adult' && (
        <Descriptions.Item label="付款限额">
          {data.band === 'under8'
            ? '未满8周岁，不能在平台付费'
            : data.caps
              ? `${ageBandText[data.band]}：单笔 ¥${data.caps.perPayment}，每天 ¥${data.caps.perDay}，每月 ¥${data.caps.perMonth}`
              : ageBandText[data.band]}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
