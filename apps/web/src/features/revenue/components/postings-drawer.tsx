import type { PostingLine, RevenueFigure } from '@frog/contracts';
import { Button, Drawer, Empty, Grid, Skeleton, Tag } from 'antd';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { useRevenuePostings } from '../api/list-revenue-postings';
import { formatFen } from '@/utils/format-money';
import { postingKindLabel } from '../lib/labels';
import type { PeriodInput } from '../lib/period';

const EXPLAINED: Record<RevenueFigure, string> = {
  income: '周期内每一笔支付与退款记入你收益的金额，合计即净收入。',
  pending: '每笔支付的分成先记入待结算，结算后转出到可提现，退款先从这里扣回。',
  withdrawable: '结算转入、提现申请转出、提现失败退回，以及结算后的退款。',
  in_withdrawal: '提现申请转入，打款完成或失败时转出。',
  withdrawn: '每一笔已打款的提现。',
};

function PostingRow({ line }: { line: PostingLine }) {
  const order = line.order;

  return (
    <li className="posting-line">
      <div className="posting-line__main">
        <div className="posting-line__head">
          <Tag color={line.amount.fen < 0 ? 'red' : 'green'}>{postingKindLabel(line.kind)}</Tag>
          <time dateTime={line.at}>{formatDateTime(line.at, { seconds: true })}</time>
        </div>
        {order ? (
          <div className="posting-line__order">
            <UserAvatar nickname={order.buyer.nickname} avatarUrl={order.buyer.avatarUrl} size={20} />
            <span>{order.buyer.nickname}</span>
            <span className="posting-line__what">{order.description}</span>
          </div>
        ) : null}
        {line.gross && line.fee ? (
          <small className="posting-line__note">
            {line.kind === 'refund' ? '退给支持者' : '支持者支付'} {formatFen(line.gross.fen)}，服务费{' '}
            {formatFen(line.fee.fen)}
            {order ? ` · 订单 ${order.orderNo}` : ''}
          </small>
        ) : null}
      </div>
      <strong className={line.amount.fen < 0 ? 'posting-line__amount is-negative' : 'posting-line__amount'}>
        {line.amount.fen > 0 ? '+' : ''}
        {formatFen(line.amount.fen)}
      </strong>
    </li>
  );
}

type PostingsDrawerProps = {
  figure: RevenueFigure | null;
  title: string;
  period: PeriodInput;
  onClose: () => void;
};

/** The postings behind a figure, newest first; their sum is the figure shown at the top. */
export function PostingsDrawer({ figure, title, period, onClose }: PostingsDrawerProps) {
  const screens = Grid.useBreakpoint();
  const query = useRevenuePostings(figure, period);
  const lines = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <Drawer
      open={figure !== null}
      onClose={onClose}
      title={`${title}明细`}
      size={screens.md ? 560 : '88%'}
      placement={screens.md ? 'right' : 'bottom'}
      destroyOnHidden
    >
      {figure && <p className="revenue-caption">{EXPLAINED[figure]}</p>}
      {total && (
        <p className="posting-total">
          合计 <strong>{formatFen(total.fen)}</strong>
        </p>
      )}
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Empty description={errorMessage(query.error)} />
      ) : lines.length === 0 ? (
        <Empty description="暂无记录" />
      ) : (
        <>
          <ul className="posting-lines">
            {lines.map((line) => (
              <PostingRow key={line.id} line={line} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button block loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              加载更多
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
