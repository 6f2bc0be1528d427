import type { ReconciliationDay } from '@frog/contracts';
import { App, Form, Radio } from 'antd';
import { ReasonDialog } from '../shared/reason-dialog';
import { useRerunReconciliationDay } from './api/rerun-reconciliation-day';

/** 重新对账 a day: from the kept bill or a new download, with why; the job runs it within 10 minutes. */
export function RerunDayDialog({
  day,
  open,
  onClose,
}: {
  day: ReconciliationDay;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const rerun = useRerunReconciliationDay();

  return (
    <ReasonDialog
      open={open}
      title={`重新对账 ${day.tradeDate}`}
      description="对账任务将在 10 分钟内重新核对该日；已处理的差异保留处理结果，已一致的差异将自动关闭。"
      fields={
        <Form.Item name="source" label="对账单来源" initialValue="kept">
          <Radio.Group className="recon-actions">
            <Radio value="kept">使用已保存的对账单{day.fileName ? '' : '（尚无，将向汇付下载）'}</Radio>
            <Radio value="download">重新向汇付下载（占用当日查询次数，每日约 3 次）</Radio>
          </Radio.Group>
        </Form.Item>
      }
      label="重新对账原因"
      okText="重新对账"
      onSubmit={(reason, values) =>
        rerun
          .mutateAsync({ dayId: day.id, source: values.source === 'download' ? 'download' : 'kept', reason })
          .then(() => message.success('已安排重新对账，10 分钟内完成'))
      }
      onClose={onClose}
    />
  );
}
