import { RightOutlined } from '@ant-design/icons';
import type { RevenueFigure, RevenueSummary } from '@frog/contracts';
import { Card, Tooltip } from 'antd';
import { formatFen } from '@/utils/format-money';
import { settlementText } from '@/utils/format-time';

type Tile = {
  key: string;
  title: string;
  fen: number;
  note: string;
  figure: RevenueFigure;
  tone?: 'main' | 'warn';
};

function TileButton({
  tile,
  onOpen,
}: {
  tile: Tile;
  onOpen: (figure: RevenueFigure, title: string) => void;
}) {
  return (
    <button
      type="button"
      className={`revenue-tile${tile.tone ? ` revenue-tile--${tile.tone}` : ''}`}
      onClick={() => onOpen(tile.figure, tile.title)}
    >
      {/* Named by what it shows (title, amount, note) and a hidden 查看明细: label in name. */}
      <span className="revenue-tile__title">
        {tile.title}
        <RightOutlined className="revenue-tile__more" aria-hidden="true" />
      </span>
      <strong className="revenue-tile__value">{formatFen(tile.fen)}</strong>
      <small className="revenue-tile__note">{tile.note}</small>
      <span className="visually-hidden">，查看明细</span>
    </button>
  );
}

type RevenueOverviewProps = {
  summary: RevenueSummary;
  periodLabel: string;
  onOpen: (figure: RevenueFigure, title: string) => void;
};

/**
 * The period's four figures (收入 − 服务费 − 退款 = 净收入) and the four balances now; every tile
 * opens the postings behind it.
 */
export function RevenueOverview({ summary, periodLabel, onOpen }: RevenueOverviewProps) {
  const { figures: f, balances: b } = summary;
  const rate = `${(summary.feeBps / 100).toFixed(summary.feeBps % 100 === 0 ? 0 : 1)}%`;
  const figures: Tile[] = [
    { key: 'gross', title: '收入', fen: f.gross.fen, note: `${f.paymentCount} 笔支付`, figure: 'income' },
    {
      key: 'fee',
      title: '平台服务费',
      fen: f.fee.fen,
      note: `支付金额的 ${rate}，退款时退回`,
      figure: 'income',
    },
    { key: 'refunds', title: '退款', fen: f.refunds.fen, note: `${f.refundCount} 笔退款`, figure: 'income' },
    {
      key: 'net',
      title: '净收入',
      fen: f.net.fen,
      note: '收入 − 服务费 − 退款',
      figure: 'income',
      tone: 'main',
    },
  ];
  const debt = b.withdrawable.fen < 0;
  const balances: Tile[] = [
    {
      key: 'pending',
      title: '待结算',
      fen: b.pending.fen,
      note: settlementText(summary.settlementDays),
      figure: 'pending',
    },
    {
      key: 'withdrawable',
      title: '可提现',
      fen: b.withdrawable.fen,
      note: debt ? '退款超出余额，后续收入将先抵扣' : '可申请提现的金额',
      figure: 'withdrawable',
      tone: debt ? 'warn' : 'main',
    },
    {
      key: 'inWithdrawal',
      title: '提现中',
      fen: b.inWithdrawal.fen,
      note: '已申请、尚未到账',
      figure: 'in_withdrawal',
    },
    {
      key: 'withdrawn',
      title: '已提现',
      fen: b.withdrawn.fen,
      note: '已打款到你的收款账户',
      figure: 'withdrawn',
    },
  ];

  return (
    <>
      <Card
        className="revenue-card"
        title={`${periodLabel} 收益`}
        extra={
          <Tooltip title="按记账时间统计：支付计入支付当天，退款计入退款当天">
            <span className="revenue-caption">统计口径</span>
          </Tooltip>
        }
      >
        <div className="revenue-tiles">
          {figures.map((tile) => (
            <TileButton key={tile.key} tile={tile} onOpen={onOpen} />
          ))}
        </div>
      </Card>
      <Card className="revenue-card" title="账户余额">
        <div className="revenue-tiles">
          {balances.map((tile) => (
            <TileButton key={tile.key} tile={tile} onOpen={onOpen} />
          ))}
        </div>
      </Card>
    </>
  );
}
