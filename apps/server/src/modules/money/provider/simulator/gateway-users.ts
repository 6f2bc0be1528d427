/**
 * User accounts under the merchant, as Huifu's gateway would answer them (split mode): 个人用户基本
 * 信息开户 (/v2/user/basicdata/indv) opens one and answers its huifu_id; 用户业务入驻
 * (/v2/user/busi/open) binds the card withdrawals go to and answers its token_no. Huifu's local
 * sandbox has neither: these answers are ours, shaped like the rest of the gateway's.
 */
import { createHash } from 'node:crypto';
import { type Fields, GatewayRefusal, invalid, required, requireSerial } from './gateway-fields';
import type { Simulator } from './simulator';

const CHINA_ID = /^\d{17}[\dX]$/;
const MOBILE = /^1[3-9]\d{9}$/;

/** Opens an account; the same request serial again answers the account it opened. */
export function handleOpenUser(sim: Simulator, fields: Fields): Record<string, unknown> {
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const name = required(fields, 'name', 50);
  const certNo = required(fields, 'cert_no', 18);
  const mobileNo = required(fields, 'mobile_no', 11);
  if (required(fields, 'cert_type', 2) !== '00') throw invalid('cert_type 仅支持 00（身份证）');
  if (!CHINA_ID.test(certNo)) throw invalid('cert_no 格式不正确');
  if (!MOBILE.test(mobileNo)) throw invalid('mobile_no 格式不正确');
  const users = sim.store.users;
  const again = [...users.values()].find((user) => user.openReqSeqId === reqSeqId);
  const huifuId = again?.huifuId ?? userHuifuId(sim, reqSeqId);
  if (!again) {
    users.set(huifuId, {
      huifuId,
      openReqSeqId: reqSeqId,
      name,
      certNo,
      mobileNo,
      cards: [],
      balanceFen: 0,
      withdrawals: [],
    });
    sim.store.changed();
  }

  return { resp_code: '00000000', resp_desc: '成功', req_seq_id: reqSeqId, huifu_id: huifuId };
}

/** 用户信息查询: the holder of an account opened here (22000002 for any other). */
export function handleQueryUser(sim: Simulator, fields: Fields): Record<string, unknown> {
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const user = sim.store.users.get(required(fields, 'huifu_id', 32));
  if (!user) throw new GatewayRefusal('22000002', '用户不存在');

  return {
    resp_code: '00000000',
    resp_desc: '成功',
    req_seq_id: reqSeqId,
    huifu_id: user.huifuId,
    name: user.name,
  };
}

/** Binds a withdrawal card to an account of ours (a new card replaces the old one). */
export function handleBindCard(sim: Simulator, fields: Fields): Record<string, unknown> {
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const user = sim.store.users.get(required(fields, 'huifu_id', 32));
  if (!user) throw new GatewayRefusal('22000002', '用户不存在');
  if (required(fields, 'upper_huifu_id', 32) !== sim.merchant.huifuId)
    throw new GatewayRefusal('22000002', '渠道商/商户汇付Id 不正确');
  const card = parseCard(required(fields, 'card_info', 1024));
  if (card.card_name !== user.name) throw invalid('结算卡户名须与开户姓名一致');
  const tokenNo = `10${createHash('sha256').update(`${user.huifuId}|${card.card_no}`).digest('hex').slice(0, 14)}`;
  user.cards = [{ tokenNo, cardNo: card.card_no, holder: card.card_name }];
  sim.store.changed();

  return {
    resp_code: '00000000',
    resp_desc: '成功',
    req_seq_id: reqSeqId,
    huifu_id: user.huifuId,
    token_no: tokenNo,
  };
}

function parseCard(text: string): { card_name: string; card_no: string } {
  let card: unknown;
  try {
    card = JSON.parse(text);
  } catch {
    throw invalid('card_info 不是合法的 JSON');
  }
  const { card_name, card_no } = (card ?? {}) as Record<string, unknown>;
  if (typeof card_name !== 'string' || !card_name) throw invalid('card_info.card_name 不能为空');
  if (typeof card_no !== 'string' || !/^\d{12,19}$/.test(card_no))
    throw invalid('card_info.card_no 格式不正确');

  return { card_name, card_no };
}

/** 16 digits like Huifu's ids: 6666 and twelve from the request, so the same request makes the same id. */
function userHuifuId(sim: Simulator, reqSeqId: string): string {
  const digits = BigInt(
    `0x${createHash('sha256').update(`${sim.merchant.huifuId}|${reqSeqId}`).digest('hex').slice(0, 15)}`,
  );

  return `6666${(digits % 10n ** 12n).toString().padStart(12, '0')}`;
}
