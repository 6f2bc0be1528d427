/**
 * Withdrawals from a user account to its bound card, as Huifu's gateway would answer them (split
 * mode): 取现 (/v2/trade/settlement/enchashment) takes the amount from the account's balance and
 * answers P; 出金交易查询 (/v2/trade/settlement/query) finishes it (S) when first asked, like a
 * refund here. Huifu's local sandbox has neither: the answers and refusal codes are ours.
 */
import { fenToYuan, yuanToFen } from '../../../../platform/lib/money';
import {
  type Fields,
  GatewayRefusal,
  required,
  requireAmount,
  requireDate,
  requireSerial,
} from './gateway-fields';
import { formatBeijingDate } from '../huifu/time';
import type { Simulator } from './simulator';
import type { SimUser, SimWithdrawal } from './types';

function userOf(sim: Simulator, fields: Fields): SimUser {
  const user = sim.store.users.get(required(fields, 'huifu_id', 32));
  if (!user) throw new GatewayRefusal('22000002', '用户不存在');

  return user;
}

export function handleWithdraw(sim: Simulator, fields: Fields): Record<string, unknown> {
  const user = userOf(sim, fields);
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const reqDate = fields.req_date ? requireDate(fields, 'req_date') : formatBeijingDate(sim.clock.now());
  const amountFen = yuanToFen(requireAmount(fields, 'cash_amt'));
  required(fields, 'into_acct_date_type', 4);
  if (!user.cards.some((card) => card.tokenNo === required(fields, 'token_no', 64)))
    throw new GatewayRefusal('10000000', '取现卡序列号不正确');
  const again = user.withdrawals.find((w) => w.reqSeqId === reqSeqId && w.reqDate === reqDate);
  if (again) throw new GatewayRefusal('20000000', '重复交易：该请求流水号当日已使用');
  if (amountFen > user.balanceFen)
    throw new GatewayRefusal(
      '10000002',
      `取现金额大于可取现余额（${fenToYuan(user.balanceFen, { allowZero: true })} 元）`,
    );
  const withdrawal: SimWithdrawal = {
    reqSeqId,
    reqDate,
    hfSeqId: sim.store.nextSerial(),
    amountFen,
    transStat: 'P',
  };
  user.balanceFen -= amountFen;
  user.withdrawals.push(withdrawal);
  sim.store.changed();

  return { resp_code: '00000100', resp_desc: '取现受理成功', ...answerOf(user, withdrawal) };
}

export function handleWithdrawalQuery(sim: Simulator, fields: Fields): Record<string, unknown> {
  const user = userOf(sim, fields);
  const reqSeqId = required(fields, 'org_req_seq_id', 128);
  const reqDate = requireDate(fields, 'org_req_date');
  const withdrawal = user.withdrawals.find((w) => w.reqSeqId === reqSeqId && w.reqDate === reqDate);
  if (!withdrawal) throw new GatewayRefusal('23000001', '原交易不存在');
  if (withdrawal.transStat === 'P') {
    withdrawal.transStat = 'S';
    sim.store.changed();
  }

  return { resp_code: '00000000', resp_desc: '查询成功', ...answerOf(user, withdrawal) };
}

const answerOf = (user: SimUser, w: SimWithdrawal) => ({
  huifu_id: user.huifuId,
  req_seq_id: w.reqSeqId,
  req_date: w.reqDate,
  hf_seq_id: w.hfSeqId,
  cash_amt: fenToYuan(w.amountFen),
  trans_stat: w.transStat,
});
