import type { WithdrawalOverview } from '@frog/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { settlementText } from '@/utils/format-time';

/**
 * 可提现 / 提现中 / 已提现 as the ledger has them, and what is still settling (with where to see
 * each fen behind it: 收益管理).
 */
export function BalanceSummary({ overview }: { overview: WithdrawalOverview }) {
  const { balances: b, settlementDays } = overview;
  const debt = b.withdrawable.fen < 0;
  const tiles = [
    {
      key: 'withdrawable',
      title: '可提现',
      value: b.withdrawable.yuan,
      note: debt ? '退款欠款，将从之后的收益中抵扣' : '已结算，可申请提现',
      tone: debt ? 'warn' : 'main',
    },
    { key: 'in-withdrawal', title: '提现中', value: b.inWithdrawal.yuan, note: '待审核或打款中' },
    { key: 'withdrawn', title: '已提现', value: b.withdrawn.yuan, note: '已打款到收款账户' },
  ];

  return (
    <section className="settle-balances" aria-label="余额">
      <div className="settle-balances__tiles">
        {tiles.map((tile) => (
          <div key={tile.key} className={`settle-tile${tile.tone ? ` settle-tile--${tile.tone}` : ''}`}>
            <span className="settle-tile__title">{tile.title}</span>
            <strong className="settle-tile__value" data-testid={`balance-${tile.key}`}>
              ¥{tile.value}
            </strong>
            <small className="settle-tile__note">{tile.note}</small>
          </div>
        ))}
      </div>
      <p className="settle-balances__pending">
        另有 <strong>¥{b.pending.yuan}</strong> 待结算：
        {`订单${settlementText(settlementDays)}。`}
        <Link to={paths.revenueManagement.href()}>在收益管理查看每一笔明细</Link>
      </p>
    </section>
  );
}
