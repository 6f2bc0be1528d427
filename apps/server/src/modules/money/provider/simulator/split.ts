/**
 * The simulator's side of split payments (分账) and their refunds: `acct_split_bunch` kept on the
 * order, credited to the receivers' accounts when it is paid and taken back from them when a refund
 * finishes (store.ts); only user accounts opened here keep a balance. Like Huifu's own local sandbox
 * (the contract fixtures) it takes receivers it does not know and a list without our merchant
 * account, though the real gateway refuses the latter (22000005 分账列表必须包含主交易账户, Huifu's
 * aggregation-order-errors): our adapter always lists it. Amounts that do not add up to the trade's
 * are refused as that list says (23000003), which every fixture respects.
 */
import { fenToYuan, isValidYuan, yuanToFen } from '../../../../platform/lib/money';
import { type Fields, GatewayRefusal, invalid, jsonObjectField } from './gateway-fields';
import type { Simulator } from './simulator';
import type { SimShare } from './types';

/** The split of a create or refund request (undefined: none), checked against `amountFen`. */
export function readSplit(fields: Fields, amountFen: number): SimShare[] | undefined {
  if (fields.acct_split_bunch === undefined) return undefined;
  const infos = jsonObjectField(fields, 'acct_split_bunch').acct_infos;
  if (!Array.isArray(infos) || infos.length === 0) throw invalid('acct_split_bunch.acct_infos 不能为空');
  const shares = infos.map((info: unknown) => {
    const { huifu_id, div_amt } = (info ?? {}) as Record<string, unknown>;
    if (typeof huifu_id !== 'string' || !huifu_id) throw invalid('acct_infos.huifu_id 不能为空');
    if (typeof div_amt !== 'string' || !(isValidYuan(div_amt) || div_amt === '0.00'))
      throw invalid('acct_infos.div_amt 格式不正确');
    return { huifuId: huifu_id, amountFen: div_amt === '0.00' ? 0 : yuanToFen(div_amt) };
  });
  if (shares.reduce((sum, share) => sum + share.amountFen, 0) !== amountFen)
    throw new GatewayRefusal('23000003', '分账金额总和必须等于交易金额');

  return shares;
}

/** A refund's split may take back from an account no more than it holds. */
export function checkRefundSplit(sim: Simulator, shares: SimShare[] | undefined): void {
  for (const share of shares ?? []) {
    const user = sim.store.users.get(share.huifuId);
    if (user && user.balanceFen < share.amountFen)
      throw new GatewayRefusal('10000002', `分账方 ${share.huifuId} 可退余额不足`);
  }
}

/** The split as answers echo it: a JSON object string (Huifu's sandbox and references). */
export const splitEcho = (shares: SimShare[] | undefined) =>
  shares
    ? JSON.stringify({
        acct_infos: shares.map((share) => ({
          div_amt: fenToYuan(share.amountFen, { allowZero: true }),
          huifu_id: share.huifuId,
        })),
      })
    : '{}';
