import { beforeAll } from 'vitest';
import type { UserRow } from '../src/platform/db/types';
import type { Simulator } from '../src/modules/money/provider/simulator/simulator';
import { buildCreator, buildPost, buildUser } from './factories';
import { submitAndPay } from './payment-flow';
import type { TestApp } from './test-app';

/**
 * An operator resolving a buyer's money troubles with a creator: the three of them and the
 * simulator (`s`, filled before the tests), paid posts, complaints, and what an action left behind
 * (audit entries, notices). `call` calls as the operator.
 */
export function moneyConsoleKit(t: TestApp) {
  const s = {} as {
    sim: Simulator;
    creator: UserRow;
    buyer: UserRow;
    operator: UserRow;
    buyerCookie: string;
    opCookie: string;
  };

  beforeAll(async () => {
    s.sim = t.payments.simulator!;
    s.creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    s.buyer = await buildUser(t.db, { nickname: '买家小蛙' });
    s.buyerCookie = await t.signIn(s.buyer.phone);
    s.operator = await buildUser(t.db, { isOperator: true, nickname: '运营小蛙' });
    s.opCookie = await t.signIn(s.operator.phone);
  });

  async function paidPost(title: string) {
    const post = await buildPost(t.db, s.creator.id, { title, priceFen: 990 });
    const flow = await submitAndPay(t, s.buyerCookie, { kind: 'post', postId: String(post.id) });
    return { ...flow, post };
  }
  const complain = (paymentNo: string, message = '付款后看不到内容') =>
    t.db
      .insertInto('complaints')
      .values({ paymentNo, contact: '13800000000', message, reporterId: s.buyer.id })
      .returningAll()
      .executeTakeFirstOrThrow();
  const auditOf = (targetKind: string, targetId: string | number) =>
    t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetKind', '=', targetKind)
      .where('targetId', '=', String(targetId))
      .execute();
  const noticesOf = (userId: number, kind: string) =>
    t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .execute();
  const call = <E extends Parameters<typeof t.call>[0]>(endpoint: E, params: Record<string, string>) =>
    t.call(endpoint, params as never, { cookie: s.opCookie });

  return { s, paidPost, complain, auditOf, noticesOf, call };
}
