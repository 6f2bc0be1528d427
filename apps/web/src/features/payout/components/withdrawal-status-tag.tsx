import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';
import { Tag } from 'antd';

/**
 * 待审核 / 打款中 / 已打款 / 打款失败 / 已驳回, each in its own colours (payout.css): antd's preset
 * tag colours write at about 3:1 on their pale grounds, these at 4.5:1 or more (WCAG AA).
 */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return <Tag className={`withdrawal-tag withdrawal-tag--${status}`}>{withdrawalStatusText[status]}</Tag>;
}
