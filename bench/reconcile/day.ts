// The benchmark's trade day (bench/reconcile.ts): what our books hold and what the bill says, both
// derived from the same numbering so that the seed (SQL) and the bill (generated here) agree line
// for line but for the injected differences, which the bench then expects as flags, and nothing else.
import {
  tradeBillRecord,
  providerFeeFen,
  type TradeBillRecord,
} from '../../apps/server/src/modules/money/provider/huifu/bill-lines';
import { tradeDayBounds } from '../../apps/server/src/modules/money/reconciliation/trade-day';

export const TRADE_DATE = '2026-11-20';
export const REQ_DATE = TRADE_DATE.replaceAll('-', '');
export const HUIFU_ID = '6666000100000000';
/** The provider's fee the bench's bill charges and reconciliation expects (HUIFU_FEE_BPS). */
export const FEE_BPS = 38;
/** Each kind of injected difference is made this many times. */
const INJECTED = 7;

/** The day of `lines` bill lines: payments 1..payments, every 19th refunded the same day. */
export function planDay(lines: number) {
  const refunds = Math.floor(lines / 20);
  const payments = lines - refunds;
  const { start, end } = tradeDayBounds(TRADE_DATE);
  // Injected payments, spread over the day; sets are disjoint and avoid refunded payments.
  const pick = (offset: number) =>
    new Set(
      Array.from({ length: INJECTED }, (_, k) => Math.floor(((k + 1) * payments) / (INJECTED + 1)) + offset),
    );
  const sets = {
    amountDiffers: pick(1),
    feeDiffers: pick(2),
    billFailed: pick(3), // bill F, ours paid: state_differs
    oursPending: pick(4), // bill S, ours still pending: state_differs, confirmed by a query
    lateApplied: pick(5), // booked by us the day before, else equal: resolved by the system
    missingTheirs: pick(6), // not in the bill
  };
  for (const set of Object.values(sets))
    for (const i of set) if (i % 19 === 0) throw new Error(`injected payment ${i} is refunded`);

  return { lines, payments, refunds, start, end, sets, missingOurs: INJECTED };
}

export type Day = ReturnType<typeof planDay>;

/** The flags a correct reconciliation finds: open by kind, and resolved by the system. */
export function expectedFlags(day: Day) {
  return {
    open: {
      amount_differs: day.sets.amountDiffers.size,
      fee_differs: day.sets.feeDiffers.size,
      state_differs: day.sets.billFailed.size + day.sets.oursPending.size,
      missing_theirs: day.sets.missingTheirs.size,
      missing_ours: day.missingOurs,
    },
    resolved: day.sets.lateApplied.size,
  };
}

// The same formulas as the SQL below: amount in fen and the second of the day a trade finished.
export const amountOf = (i: number) => 100 + ((i * 37) % 5000);
export const secondOf = (i: number, count: number) => Math.floor((i * 86_399) / count);
export const no = (prefix: string, i: number) => `${prefix}${String(i).padStart(12, '0')}`;

// Split mode (bench/reconcile.ts --split): payment i and the refund of it are split to creator
// account creatorOf(i) (the amount less splitFeeOf) and our merchant account HUIFU_ID (splitFeeOf).
export const creatorOf = (i: number) => `6666000200${String(i % 1000).padStart(6, '0')}`;
export const splitFeeOf = (amountFen: number) => Math.floor(amountFen / 20);
/** The split columns of a payment or refund row, in SQL over its payment number `i` and amount `amount`. */
const splitColumns = (i: string, amount: string) =>
  `'6666000200' || lpad((${i} % 1000)::text, 6, '0'), (${amount}) / 20`;

/**
 * SQL seeding our side, oldest first as production inserts them: twice the day's payments and
 * refunds again over the 30 days before (so the day is a third of each table), then the day's
 * payments and refunds, and 10,000 flags of 100 earlier days. Foreign keys and triggers are off
 * (session_replication_role = replica): no orders are needed for matching. `split`: every payment
 * and refund carries its split (split_huifu_id, split_fee_fen), and the 100 earlier days have a
 * SPLIT_BILL day each with 10,000 flags about one receiver.
 */
export function seedSql(day: Day, split = false): string[] {
  const { payments, refunds, sets } = day;
  const cols = split ? ', split_huifu_id, split_fee_fen' : '';
  const vals = (i: string, amount: string) => (split ? `, ${splitColumns(i, amount)}` : '');
  const list = (set: Set<number>) => [...set].join(',');
  const start = `'${day.start.toISOString()}'::timestamptz`;
  // Row i of n before the day: i = 1 is 30 days before, i = n one second before.
  const before = (i: string, n: number) =>
    `${start} - ((${n} - ${i})::bigint * 30 * 86400 / ${n} + 1) * interval '1 second'`;

  return [
    `insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at, attempt, req_seq_id, req_date, hf_seq_id${cols})
     select 'P' || lpad(i::text, 12, '0'), i, 'wechat', 100 + (i * 37) % 5000, 2, t, t, 1,
       'P' || lpad(i::text, 12, '0') || '01', to_char(t at time zone 'Asia/Shanghai', 'YYYYMMDD'), 'HP' || i${vals('i', '100 + (i * 37) % 5000')}
     from generate_series(${payments + 1}, ${3 * payments}) i
     cross join lateral (select ${before(`(i - ${payments})`, 2 * payments)} as t) s`,
    `insert into refunds (refund_no, order_id, payment_id, amount_fen, reason, status, req_seq_id, req_date, hf_seq_id, created_at, updated_at${cols})
     select 'R' || lpad(j::text, 12, '0'), j, j, 100, '退款', 'succeeded', 'R' || lpad(j::text, 12, '0'), '20261101', 'HR' || j, t, t${vals('j', '100')}
     from generate_series(${refunds + 1}, ${3 * refunds}) j
     cross join lateral (select ${before(`(j - ${refunds})`, 2 * refunds)} as t) s`,
    `insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at, attempt, req_seq_id, req_date, hf_seq_id${cols})
     select p.no, i, 'alipay', 100 + (i * 37) % 5000, p.status, p.at, case when p.status = 1 then null else p.at end,
       1, p.no || '01', '${REQ_DATE}', 'HP' || i${vals('i', '100 + (i * 37) % 5000')}
     from generate_series(1, ${payments}) i
     cross join lateral (select 'P' || lpad(i::text, 12, '0') as no,
       case when i % 19 = 0 then 5 when i in (${list(sets.oursPending)}) then 1 else 2 end as status,
       case when i in (${list(sets.lateApplied)}) then ${start} - interval '1 hour'
            else ${start} + ((i::bigint * 86399) / ${payments}) * interval '1 second' end as at) p`,
    `insert into refunds (refund_no, order_id, payment_id, amount_fen, reason, status, req_seq_id, req_date, hf_seq_id, created_at, updated_at${cols})
     select r.no, j * 19, j * 19, 100 + (j * 19 * 37) % 5000, '退款', 'succeeded', r.no, '${REQ_DATE}', 'HR' || j, r.at, r.at${vals('j * 19', '100 + (j * 19 * 37) % 5000')}
     from generate_series(1, ${refunds}) j
     cross join lateral (select 'R' || lpad(j::text, 12, '0') as no,
       ${start} + ((j::bigint * 86399) / ${refunds}) * interval '1 second' as at) r`,
    `insert into reconciliation_days (trade_date, bill_type, status, lines, finished_at)
     select to_char(date '${TRADE_DATE}' - d, 'YYYY-MM-DD'), 'TRADE_BILL', 'done', ${day.lines}, now()
     from generate_series(100, 1, -1) d`,
    `insert into reconciliation_flags (day_id, kind, entry, req_seq_id, payment_id, our_amount_fen, our_state, status, seen_run)
     select 1 + k % 100, 'missing_theirs', 'payment', 'P' || lpad((${payments} + k)::text, 12, '0') || '01', ${payments} + k,
       100, 'S', case when k % 10 = 0 then 'open' else 'resolved' end, 1
     from generate_series(1, 10000) k`,
    ...(split
      ? [
          `insert into reconciliation_days (trade_date, bill_type, status, lines, finished_at)
           select to_char(date '${TRADE_DATE}' - d, 'YYYY-MM-DD'), 'SPLIT_BILL', 'done', ${2 * day.lines}, now()
           from generate_series(100, 1, -1) d`,
          `insert into reconciliation_flags (day_id, kind, entry, req_seq_id, receiver_huifu_id, payment_id, our_amount_fen, our_state, status, seen_run)
           select 101 + k % 100, 'missing_theirs', 'payment', 'P' || lpad((${payments} + k)::text, 12, '0') || '01', '${HUIFU_ID}',
             ${payments} + k, 5, 'S', case when k % 10 = 0 then 'open' else 'resolved' end, 1
           from generate_series(1, 10000) k`,
        ]
      : []),
  ];
}

/** The bill's records in time order (a refund after the payment it gives back), differences injected. */
export function* billRecords(day: Day): Generator<TradeBillRecord> {
  const { payments, refunds, sets } = day;
  const line = (
    kind: 'payment' | 'refund',
    reqSeqId: string,
    hfSeqId: string,
    amountFen: number,
    at: number,
  ) =>
    tradeBillRecord({
      kind,
      reqSeqId,
      reqDate: REQ_DATE,
      hfSeqId,
      transStat: 'S',
      amountFen,
      feeFen: providerFeeFen(amountFen, FEE_BPS),
      finishedAt: new Date(day.start.getTime() + at * 1000),
      huifuId: HUIFU_ID,
    });
  for (let i = 1; i <= payments; i += 1) {
    if (!sets.missingTheirs.has(i)) {
      const record = line('payment', `${no('P', i)}01`, `HP${i}`, amountOf(i), secondOf(i, payments));
      if (sets.amountDiffers.has(i)) record.trans_amt = (Number(record.trans_amt) + 1).toFixed(2);
      if (sets.feeDiffers.has(i)) record.fee_amt = (Number(record.fee_amt) + 0.01).toFixed(2);
      if (sets.billFailed.has(i)) record.trans_stat = 'F';
      yield record;
    }
    if (i % 19 === 0 && i / 19 <= refunds) {
      const j = i / 19;
      yield line(
        'refund',
        no('R', j),
        `HR${j}`,
        amountOf(i),
        Math.max(secondOf(i, payments), secondOf(j, refunds)),
      );
    }
  }
  for (let k = 1; k <= day.missingOurs; k += 1)
    yield line('payment', `${no('X', k)}01`, `HX${k}`, amountOf(k), 86_000 + k);
}
