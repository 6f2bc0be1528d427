/**
 * Creators' own Huifu user accounts (split mode, DESIGN 9): 个人用户基本信息开户 opens one under our
 * merchant and answers its huifu_id; 用户业务入驻 binds the bank card withdrawals go to and answers the
 * card's token_no. The paths and the request fields come from Huifu's published SDKs
 * (huifurepo/bspay-go-sdk: V2UserBasicdataIndvRequest, V2UserBusiOpenRequest); the layout of
 * `card_info` is our reading, not confirmed against a live gateway (docs/MONEY.md). Huifu's local
 * sandbox has neither call: our simulator answers them.
 */
import type { BindSettlementCardInput, OpenUserAccountInput } from '../provider';
import { requireString } from './answers';
import { type HuifuClient, requireCode } from './client';
import { randomBytes } from 'node:crypto';
import { formatBeijingDate, formatBeijingTimestamp } from './time';
import { HuifuCode } from '../errors';

export const OPEN_USER_PATH = '/v2/user/basicdata/indv';
export const BIND_CARD_PATH = '/v2/user/busi/open';
/** 用户信息查询 (dg_sdk V2UserBasicdataQueryRequest: huifu_id, req_seq_id, req_date). */
export const QUERY_USER_PATH = '/v2/user/basicdata/query';

/** 00: a mainland resident ID card; 1: valid for a period (its start date is not known to us). */
const ID_CARD = '00';

export async function openUserAccount(
  client: HuifuClient,
  now: Date,
  input: OpenUserAccountInput,
): Promise<{ huifuId: string }> {
  const data = {
    req_seq_id: input.requestNo,
    req_date: formatBeijingDate(now),
    name: input.name,
    cert_type: ID_CARD,
    cert_no: input.certNo,
    cert_validity_type: '1',
    mobile_no: input.phone,
  };
  const answer = requireCode(await client.call(OPEN_USER_PATH, data), [HuifuCode.SUCCESS]);

  return { huifuId: requireString(answer, 'huifu_id', OPEN_USER_PATH) };
}

/** The holder's name of an account (`name`: our reading of the answer), null when Huifu has none. */
export async function queryUserAccount(
  client: HuifuClient,
  now: Date,
  input: { huifuId: string },
): Promise<{ name: string } | null> {
  const data = {
    req_seq_id: `FROGQ${formatBeijingTimestamp(now)}${randomBytes(3).toString('hex')}`,
    req_date: formatBeijingDate(now),
    huifu_id: input.huifuId,
  };
  const answer = await client.call(QUERY_USER_PATH, data);
  if (answer.resp_code === HuifuCode.MERCHANT_CONFIG) return null;
  requireCode(answer, [HuifuCode.SUCCESS]);

  return { name: requireString(answer, 'name', QUERY_USER_PATH) };
}

export async function bindSettlementCard(
  client: HuifuClient,
  upperHuifuId: string,
  now: Date,
  input: BindSettlementCardInput,
): Promise<{ tokenNo: string }> {
  const data = {
    req_seq_id: input.requestNo,
    req_date: formatBeijingDate(now),
    huifu_id: input.huifuId,
    upper_huifu_id: upperHuifuId,
    // 对私 (a person's own card); Huifu withdraws to it by `token_no`.
    card_info: JSON.stringify({
      card_type: '1',
      card_name: input.holder,
      card_no: input.cardNo,
      bank_name: input.bankName,
      cert_type: ID_CARD,
      cert_no: input.certNo,
      mp: input.phone,
    }),
  };
  const answer = requireCode(await client.call(BIND_CARD_PATH, data), [HuifuCode.SUCCESS]);

  return { tokenNo: requireString(answer, 'token_no', BIND_CARD_PATH) };
}
