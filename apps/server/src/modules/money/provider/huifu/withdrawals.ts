/**
 * A creator's withdrawal from their own Huifu account to the card bound to it (split mode): 取现
 * (/v2/trade/settlement/enchashment: req_date, req_seq_id, cash_amt, huifu_id, into_acct_date_type,
 * token_no) and 出金交易查询 (/v2/trade/settlement/query: huifu_id, org_req_date, org_req_seq_id).
 * Paths and request fields from Huifu's published SDKs (huifurepo/bspay-go-sdk
 * V2TradeSettlementEnchashmentRequest; dg_sdk V2TradeSettlementQueryRequest); the answer's
 * `trans_stat` (P, S, F) is our reading, not confirmed against a live gateway (docs/MONEY.md).
 * Huifu's local sandbox has neither: our simulator answers them.
 */
import { fenToYuan } from '../../../../platform/lib/money';
import { HuifuCode } from '../errors';
import type { WithdrawalState, WithdrawInput } from '../provider';
import { optionalString, requireString } from './answers';
import { type HuifuClient, requireCode } from './client';
import { formatBeijingDate } from './time';

export const WITHDRAW_PATH = '/v2/trade/settlement/enchashment';
export const WITHDRAWAL_QUERY_PATH = '/v2/trade/settlement/query';

/** T1: on the next working day, the ordinary (and cheapest) kind; D0/T0 are same-day at a fee. */
const INTO_ACCOUNT = 'T1';

export async function withdraw(
  client: HuifuClient,
  now: Date,
  input: WithdrawInput,
): Promise<WithdrawalState> {
  const reqDate = formatBeijingDate(now);
  const data = {
    req_date: reqDate,
    req_seq_id: input.requestNo,
    huifu_id: input.huifuId,
    cash_amt: fenToYuan(input.amountFen),
    into_acct_date_type: INTO_ACCOUNT,
    token_no: input.tokenNo,
  };
  const answer = requireCode(await client.call(WITHDRAW_PATH, data), [HuifuCode.SUCCESS, HuifuCode.ACCEPTED]);

  return stateOf(answer, input.requestNo, reqDate, WITHDRAW_PATH);
}

export async function queryWithdrawal(
  client: HuifuClient,
  input: { huifuId: string; requestNo: string; reqDate: string },
): Promise<WithdrawalState> {
  const data = { huifu_id: input.huifuId, org_req_date: input.reqDate, org_req_seq_id: input.requestNo };
  const answer = requireCode(await client.call(WITHDRAWAL_QUERY_PATH, data), [HuifuCode.SUCCESS]);

  return stateOf(answer, input.requestNo, input.reqDate, WITHDRAWAL_QUERY_PATH);
}

function stateOf(
  answer: Record<string, unknown>,
  requestNo: string,
  reqDate: string,
  path: string,
): WithdrawalState {
  const stat = requireString(answer, 'trans_stat', path);
  const state = stat === 'S' ? 'paid' : stat === 'F' ? 'failed' : 'pending';

  return {
    requestNo,
    reqDate,
    hfSeqId: optionalString(answer, 'hf_seq_id') ?? '',
    state,
    ...(state === 'failed' ? { reason: optionalString(answer, 'resp_desc') ?? '汇付取现失败' } : {}),
  };
}
