import { isStateChange } from '../status/state-machines';
import { adminWithdrawalEndpoints, withdrawalEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { noticeOf } from '../../../../test/notices';

// The default configuration: manual payouts, minimum ¥100, no fee.
const t = useTestApp();
const { creatorWith, operatorCookie, withdraw, requested, decide, endWithReason, events, rowOf } =
  withdrawalKit(t);

describe('operators and the withdrawal states', () => {
  it('requested → approved → paid with the transfer reference (manual): withdrawn, and the creator is told', async () => {
    const { creator, cookie, earnedFen, accountNo } = await creatorWith(50_000);
    const no = await requested(cookie, '300');
    const { op, cookie: opCookie } = await operatorCookie();

    const queue = await t.call(adminWithdrawalEndpoints.list, {}, { cookie: opCookie });
    const listed = queue.body.data.list.find((w) => w.withdrawalNo === no);
    expect(listed).toMatchObject({ status: 'requested', provider: 'manual', creator: { id: creator.id } });
    expect(JSON.stringify(queue.body)).not.toContain(accountNo!);

    const approved = await decide(
      opCookie,
      adminWithdrawalEndpoints.approve,
      { withdrawalNo: no },
      { status: 'approved', provider: 'manual' },
    );
    expect(approved.approvedAt).not.toBeNull();
    expect((await rowOf(no)).providerRef).toBeNull();
    await expectMoneyConsistent(t.db, creator.id, earnedFen);

    // The operator transferring by hand sees the whole number (nobody else ever does).
    const detail = await t.call(adminWithdrawalEndpoints.detail, { withdrawalNo: no }, { cookie: opCookie });
    expect(detail.body.data).toMatchObject({ accountNo, status: 'approved' });
    const reads = await t.db
      .selectFrom('auditLog')
      .select(['action', 'targetId'])
      .where('action', '=', 'withdrawal.read_account')
      .where('targetKind', '=', 'withdrawal')
      .where('targetId', '=', String((await rowOf(no)).id))
      .execute();
    expect(reads).toHaveLength(1); // the read is on the operators' log

    await decide(
      opCookie,
      adminWithdrawalEndpoints.markPaid,
      { withdrawalNo: no, transferReference: ' CMB20261122001 ' },
      { status: 'paid', transferReference: 'CMB20261122001' },
    );
    const balances = await expectMoneyConsistent(t.db, creator.id, earnedFen);
    expect(balances).toMatchObject({ withdrawable: 20_000, inWithdrawal: 0, withdrawn: 30_000 });

    const mine = await t.call(withdrawalEndpoints.detail, { withdrawalNo: no }, { cookie });
    expect(mine.body.data).toMatchObject({ status: 'paid', transferReference: 'CMB20261122001' });
    expect(mine.body.data.timeline.map((e) => [e.status, e.note])).toEqual([
      ['requested', null],
      ['approved', null],
      ['paid', 'CMB20261122001'],
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(accountNo!);
    expect((await events((await rowOf(no)).id)).map((e) => [e.fromState, e.toState, e.actor])).toEqual([
      ['new', 'requested', `user:${creator.id}`],
      ['requested', 'approved', `operator:${op.id}`],
      ['approved', 'paid', `operator:${op.id}`],
    ]);
    const notice = await noticeOf(t.db, creator.id, 'withdrawal:paid');
    expect(notice.title).toBe('提现已打款');
    expect(notice.body).toContain('转账流水号 CMB20261122001');
  });

  it('requested → rejected with a reason: the amount returns and the reason is shown', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(50_000);
    const no = await requested(cookie, '500');
    const { cookie: opCookie } = await operatorCookie();
    expect(
      (await t.call(adminWithdrawalEndpoints.reject, { withdrawalNo: no }, { cookie: opCookie })).body,
    ).toMatchObject({
      code: 400,
      message: '请填写驳回原因',
    });

    await endWithReason(opCookie, no, 'rejected', '收款账户信息与实名不符');
    expect(await expectMoneyConsistent(t.db, creator.id, earnedFen)).toMatchObject({
      withdrawable: 50_000,
      inWithdrawal: 0,
    });
    const mine = await t.call(withdrawalEndpoints.detail, { withdrawalNo: no }, { cookie });
    expect(mine.body.data.timeline.at(-1)).toMatchObject({
      status: 'rejected',
      note: '收款账户信息与实名不符',
    });
    const notice = await noticeOf(t.db, creator.id, 'withdrawal:rejected');
    expect(notice.body).toBe('提现 ¥500.00 未通过审核：收款账户信息与实名不符。金额已退回可提现余额。');
    // The money can be requested again at once.
    expect((await withdraw(cookie, '500')).body.code).toBe(200);
  });

  it('approved → failed with a reason: the amount returns', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(50_000);
    const no = await requested(cookie, '150');
    const { cookie: opCookie } = await operatorCookie();
    await t.call(adminWithdrawalEndpoints.approve, { withdrawalNo: no }, { cookie: opCookie });

    await endWithReason(opCookie, no, 'failed', '银行退票：户名不符');
    expect(await expectMoneyConsistent(t.db, creator.id, earnedFen)).toMatchObject({
      withdrawable: 50_000,
      withdrawn: 0,
    });
    const kinds = await t.db
      .selectFrom('ledgerEntries')
      .select('kind')
      .distinct()
      .where('withdrawalId', '=', (await rowOf(no)).id)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['withdrawal_request', 'withdrawal_return']);
  });

  it('refuses every transition the state machine does not list, changing nothing', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(50_000);
    const no = await requested(cookie, '100');
    const { cookie: opCookie } = await operatorCookie();
    const call = (
      endpoint: (typeof adminWithdrawalEndpoints)[keyof typeof adminWithdrawalEndpoints],
      extra = {},
    ) => t.call(endpoint, { withdrawalNo: no, ...extra }, { cookie: opCookie });

    // requested: cannot be paid or failed yet.
    expect(
      (await call(adminWithdrawalEndpoints.markPaid, { transferReference: 'REF0001' })).body,
    ).toMatchObject({
      code: 409,
      reason: 'withdrawal_decided',
      message: '该提现申请当前为「待审核」，不能进行此操作，请刷新后重试',
    });
    expect((await call(adminWithdrawalEndpoints.markFailed, { reason: 'x' })).body.code).toBe(409);

    await call(adminWithdrawalEndpoints.approve);
    // approved: not again, not rejected.
    expect((await call(adminWithdrawalEndpoints.approve)).body.code).toBe(409);
    expect((await call(adminWithdrawalEndpoints.reject, { reason: '太晚了' })).body.code).toBe(409);

    await call(adminWithdrawalEndpoints.markPaid, { transferReference: 'REF0001' });
    // paid is final.
    expect((await call(adminWithdrawalEndpoints.markFailed, { reason: '退票' })).body.code).toBe(409);
    expect((await call(adminWithdrawalEndpoints.markPaid, { transferReference: 'REF0002' })).body.code).toBe(
      409,
    );
    expect((await rowOf(no)).transferReference).toBe('REF0001');
    expect(await expectMoneyConsistent(t.db, creator.id, earnedFen)).toMatchObject({ withdrawn: 10_000 });
    expect(
      (await call(adminWithdrawalEndpoints.approve, { withdrawalNo: 'W0000000000000000000000' })).body.code,
    ).toBe(404);
  });

  it('of two operators deciding at once, exactly one wins', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(50_000);
    const no = await requested(cookie, '100');
    const [a, b] = await Promise.all([operatorCookie(), operatorCookie()]);
    const answers = await Promise.all([
      t.call(adminWithdrawalEndpoints.approve, { withdrawalNo: no }, { cookie: a.cookie }),
      t.call(adminWithdrawalEndpoints.reject, { withdrawalNo: no, reason: '重复申请' }, { cookie: b.cookie }),
      t.call(adminWithdrawalEndpoints.reject, { withdrawalNo: no, reason: '重复申请' }, { cookie: a.cookie }),
    ]);

    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === 409)).toHaveLength(2);
    expect((await events((await rowOf(no)).id)).filter(isStateChange)).toHaveLength(1);
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
  });
});
