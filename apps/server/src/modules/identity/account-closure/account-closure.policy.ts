import type { UserRow } from '../../../platform/db/types';

export type ClosureFacts = {
  user: Pick<UserRow, 'isCreator' | 'isOperator'>;
  pendingOrder: boolean;
  openRequest: boolean;
};

/**
 * Why the account may not be closed now (null: it may). A creator's closing settles earnings and
 * supporters' plans, which the platform does with them; an operator's is an administrator's act;
 * a buyer waits for their open order or request to end, so its result reaches a live account.
 */
export function closureRefusal(facts: ClosureFacts): string | null {
  if (facts.user.isOperator) return '运营账号不能自行注销，请联系管理员';
  if (facts.user.isCreator)
    return '创作者账号注销需要先结清收益、妥善处理支持者的权益，请通过「联系我们」申请，由平台协助办理';
  if (facts.pendingOrder) return '你有尚未完成的订单，请完成支付或等订单关闭后再注销';
  if (facts.openRequest) return '你有待处理的退款或监护人申请，请等处理完成后再注销';

  return null;
}
