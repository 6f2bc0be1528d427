import {
  adminGuardianRequestEndpoints,
  adminOrderEndpoints,
  guardianRequestEndpoints,
  refundRequestEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { noticesOf } from '../../../../test/notices';
import { orderRow, submitAndPay, unlocksOf } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

const t = useTestApp({ listen: true });

describe('guardian requests: a minor’s paid orders refunded together, each exactly once', () => {
  let creator: UserRow;
  let minor: UserRow;
  let minorCookie: string;
  let guardian: UserRow;
  let guardianCookie: string;
  let opCookie: string;

  beforeAll(async () => {
    creator = await buildCreator(t.db);
    minor = await buildUser(t.db, { nickname: '小蝌蚪' });
    minorCookie = await t.signIn(minor.phone);
    guardian = await buildUser(t.db, { nickname: '蛙妈妈' });
    guardianCookie = await t.signIn(guardian.phone);
    opCookie = await t.signIn((await buildUser(t.db, { isOperator: true })).phone);
  });

  const fields = (minorPhone: string) => ({
    minorPhone,
    relation: 'mother',
    guardianName: '林妈妈',
    contact: '13900001111',
    proof: '户口本首页和孩子的页面，可提供照片',
    detail: '孩子未经同意用我的支付宝付款',
  });
  const submit = (params: Record<string, string>, cookie = guardianCookie) =>
    t.call(guardianRequestEndpoints.create, params, { cookie });
  const grant = (id: number, reason = '监护人举证属实，全额退还') =>
    t.call(adminGuardianRequestEndpoints.grant, { id: String(id), reason }, { cookie: opCookie });

  it('asked by a guardian, listed with the minor’s paid orders, granted once under 30 racing grants', async () => {
    const posts = await Promise.all([
      buildPost(t.db, creator.id, { title: '第一篇', priceFen: 990 }),
      buildPost(t.db, creator.id, { title: '第二篇', priceFen: 500 }),
    ]);
    const unlocked = [];
    for (const post of posts)
      unlocked.push(await submitAndPay(t, minorCookie, { kind: 'post', postId: String(post.id) }));
    const tip = await submitAndPay(t, minorCookie, {
      kind: 'tip',
      creatorId: String(creator.id),
      amount: '20',
    });
    const refundedBefore = await submitAndPay(t, minorCookie, {
      kind: 'tip',
      creatorId: String(creator.id),
      amount: '1',
    });
    const earlier = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo: refundedBefore.orderNo, reason: '先前已退' },
      { cookie: opCookie },
    );
    expect(earlier.body.code, earlier.body.message).toBe(200);
    // Part of the tip was refunded already: the grant gives back the rest of it.
    const partly = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo: tip.orderNo, amount: '5', reason: '部分退款' },
      { cookie: opCookie },
    );
    expect(partly.body.code, partly.body.message).toBe(200);

    // The minor had asked for one of them back already: the grant closes that request too.
    const own = await t.call(
      refundRequestEndpoints.create,
      { orderNo: unlocked[0]!.orderNo, reason: 'minor' },
      { cookie: minorCookie },
    );
    expect(own.body.code, own.body.message).toBe(200);

    const asked = await submit(fields(minor.phone));
    expect(asked.body.code, asked.body.message).toBe(200);
    expect(asked.body.data).toEqual({
      id: expect.any(Number),
      status: 'requested',
      minorPhone: minor.phone,
      relation: 'mother',
      images: [],
      createdAt: expect.any(String),
      decidedAt: null,
      decision: null,
    });
    const id = asked.body.data.id;

    const list = await t.call(
      adminGuardianRequestEndpoints.list,
      { status: 'requested' },
      { cookie: opCookie },
    );
    const listed = list.body.data.list.find((r) => r.id === id)!;
    expect(listed).toMatchObject({
      guardian: { id: guardian.id },
      guardianName: '林妈妈',
      minor: { id: minor.id },
      abilities: { grant: true, refuse: true },
    });
    expect(listed.orders.map((o) => o.orderNo).sort()).toEqual(
      [...unlocked.map((u) => u.orderNo), tip.orderNo].sort(),
    );

    const answers = await Promise.all(Array.from({ length: 30 }, () => grant(id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    await t.payments.simulator!.idle();

    const granted = answers.find((a) => a.body.code === 200)!.body.data;
    expect(granted).toMatchObject({ status: 'refunded', decision: '监护人举证属实，全额退还' });
    expect(granted.orders).toHaveLength(3);
    for (const flow of [...unlocked, tip]) {
      expect((await orderRow(t, flow.orderNo)).status).toBe('refunded');
      const refunds = await t.db
        .selectFrom('refunds')
        .select(['amountFen', 'status', 'reason'])
        .where('orderId', '=', (await orderRow(t, flow.orderNo)).id)
        .where('reason', '=', '监护人举证属实，全额退还')
        .execute();
      expect(refunds, flow.orderNo).toHaveLength(1);
      expect(refunds[0]!.status).toBe('succeeded');
    }
    expect(
      (
        await t.db
          .selectFrom('refunds')
          .select('amountFen')
          .where('orderId', '=', (await orderRow(t, tip.orderNo)).id)
          .where('status', '=', 'succeeded')
          .execute()
      )
        .map((r) => r.amountFen)
        .sort((a, b) => a - b),
    ).toEqual([500, 1500]);
    for (const post of posts) expect(await unlocksOf(t, minor.id, post.id)).toHaveLength(0);
    expect(
      await t.db
        .selectFrom('refundRequests')
        .select(['status', 'decidedBy'])
        .where('id', '=', own.body.data.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'refunded', decidedBy: 'operator' });

    const told = (await noticesOf(t.db, guardian.id)).filter((n) => n.kind === 'guardian_request:refunded');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('说明：监护人举证属实，全额退还。');
    const minorTold = (await noticesOf(t.db, minor.id)).filter((n) => n.kind === 'order_refunded');
    expect(minorTold.filter((n) => n.body.includes('监护人举证属实'))).toHaveLength(3);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action'])
      .where('targetKind', '=', 'guardian_request')
      .where('targetId', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'guardian_request.grant' }]);
    await expectLedgerConsistent(t.db);
  });

  it('an unknown phone answers the same; it cannot be granted, and a refusal tells the guardian why', async () => {
    const asked = await submit(fields('13100000000'));
    expect(asked.body.code).toBe(200);
    expect(Object.keys(asked.body.data).sort()).toEqual(
      ['createdAt', 'decidedAt', 'decision', 'id', 'images', 'minorPhone', 'relation', 'status'].sort(),
    );
    const id = asked.body.data.id;
    expect((await grant(id)).body).toMatchObject({ code: 409, message: '没有账号使用该手机号，无法退款' });
    const refused = await t.call(
      adminGuardianRequestEndpoints.refuse,
      { id: String(id), reason: '未找到对应账号，请核对手机号' },
      { cookie: opCookie },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', minor: null, orders: [] });
    const told = (await noticesOf(t.db, guardian.id)).filter((n) => n.kind === 'guardian_request:refused');
    expect(told.at(-1)?.body).toContain('原因：未找到对应账号，请核对手机号。');
    expect((await grant(id)).body.message).toBe('该申请已是「已拒绝」，请刷新后查看');
  });

  it('refuses bad input in Chinese, strangers and non-operators', async () => {
    expect((await t.call(guardianRequestEndpoints.create, fields(minor.phone))).body.code).toBe(401);
    expect((await submit({ ...fields(minor.phone), minorPhone: '123' })).body).toMatchObject({
      code: 400,
      message: '手机号格式不正确，请输入11位中国大陆手机号',
    });
    expect((await submit({ ...fields(minor.phone), relation: 'uncle' })).body).toMatchObject({
      code: 400,
      message: '请选择与未成年人的关系',
    });
    expect((await submit({ ...fields(minor.phone), proof: '' })).body).toMatchObject({
      code: 400,
      message: '请填写证明材料说明',
    });
    expect((await t.call(adminGuardianRequestEndpoints.list, {}, { cookie: guardianCookie })).body.code).toBe(
      404,
    );
    expect(
      (
        await t.call(
          adminGuardianRequestEndpoints.grant,
          { id: '1', reason: '退' },
          { cookie: guardianCookie },
        )
      ).body.code,
    ).toBe(404);
    expect((await grant(999_999)).body).toMatchObject({ code: 404, message: '申请不存在' });
  });
});
