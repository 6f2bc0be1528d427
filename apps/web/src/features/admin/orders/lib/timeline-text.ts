const STATE_TEXT: Record<string, string> = {
  '': '新建',
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
  failed: '失败',
  succeeded: '成功',
  requested: '待审核',
  approved: '打款中',
  rejected: '已驳回',
};

const ENTITY_TEXT: Record<string, string> = {
  order: '订单',
  payment: '支付单',
  refund: '退款',
  withdrawal: '提现',
};

/** A state of the money module in Chinese (unknown ones as written). */
export const stateText = (state: string) => STATE_TEXT[state] ?? state;

export const entityText = (entity: string) => ENTITY_TEXT[entity] ?? entity;

/** Who made a money state change: provider, system, job:<name>, operator:<id>, user:<id>. */
export function actorText(actor: string): string {
  if (actor === 'provider') return '支付渠道';
  if (actor === 'system') return '系统';
  const [kind, rest] = [actor.slice(0, actor.indexOf(':')), actor.slice(actor.indexOf(':') + 1)];
  if (kind === 'job') return `定时任务 ${rest}`;
  if (kind === 'operator') return `运营 #${rest}`;
  if (kind === 'user') return `用户 #${rest}`;

  return actor;
}
