import { adminEndpoints, creatorEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, type buildUser, buildSignedInUser } from '../../../../test/factories';
import { application } from '../../../../test/creator-kit';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { noticesOf } from '../../../../test/notices';
import { invalidParams } from '../../../../test/answers';

const t = useTestApp();

const signedIn = (overrides: Parameters<typeof buildUser>[1] = {}) => buildSignedInUser(t, overrides);
const operator = () => signedIn({ isOperator: true, nickname: '运营' });

describe('operator review', () => {
  it('goes end to end: apply → queue → reject with reason → re-apply → approve → creator + notifications', async () => {
    const applicant = await signedIn({ nickname: '申请人甲' });
    const op = await operator();
    const id = '310101200001010018';

    const filed = await t.call(creatorEndpoints.apply, application(id), { cookie: applicant.cookie });
    const queue = await t.call(
      adminEndpoints.creatorApplications,
      { status: 'pending' },
      { cookie: op.cookie },
    );
    const item = queue.body.data.list.find((a) => a.id === filed.body.data.id);
    expect(item).toMatchObject({
      applicant: { id: applicant.user.id, nickname: '申请人甲' },
      idNumberMasked: '3101**********0018',
    });
    expect(JSON.stringify(queue.body)).not.toContain(id);
    expect(JSON.stringify(queue.body)).not.toContain(applicant.user.phone);

    const noReason = await t.call(
      adminEndpoints.reviewApplication,
      { id: String(filed.body.data.id), action: 'reject', reason: ' ' },
      { cookie: op.cookie },
    );
    expect(noReason.body).toEqual(invalidParams('请填写驳回理由'));

    const rejected = await t.call(
      adminEndpoints.reviewApplication,
      { id: String(filed.body.data.id), action: 'reject', reason: '作品链接无法打开' },
      { cookie: op.cookie },
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '作品链接无法打开' });
    const twice = await t.call(
      adminEndpoints.reviewApplication,
      { id: String(filed.body.data.id), action: 'approve' },
      { cookie: op.cookie },
    );
    expect(twice.body.code).toBe(409);

    const mine = await t.call(creatorEndpoints.myApplication, {}, { cookie: applicant.cookie });
    expect(mine.body.data).toMatchObject({
      application: { status: 'rejected', rejectReason: '作品链接无法打开' },
      abilities: { apply: true },
    });

    const refiled = await t.call(creatorEndpoints.apply, application(id), { cookie: applicant.cookie });
    expect(refiled.body.data.status).toBe('pending');
    const approved = await t.call(
      adminEndpoints.reviewApplication,
      { id: String(refiled.body.data.id), action: 'approve' },
      { cookie: op.cookie },
    );
    expect(approved.body.data.status).toBe('approved');

    const user = await t.db
      .selectFrom('users')
      .select('isCreator')
      .where('id', '=', applicant.user.id)
      .executeTakeFirstOrThrow();
    expect(user.isCreator).toBe(true);
    const notes = await noticesOf(t.db, applicant.user.id);
    expect(notes.map((n) => n.title)).toEqual(['创作者申请未通过', '创作者申请已通过']);
    expect(notes[0]?.body).toContain('作品链接无法打开');

    const approvedList = await t.call(
      adminEndpoints.creatorApplications,
      { status: 'approved' },
      { cookie: op.cookie },
    );
    expect(approvedList.body.data.list.some((a) => a.id === refiled.body.data.id)).toBe(true);
  });

  it('answers every admin call from a non-operator like an unknown call, before reading params, writing nothing', async () => {
    const { cookie } = await signedIn();
    const applicant = await signedIn();
    const filed = await t.call(creatorEndpoints.apply, application('320102199501011239'), {
      cookie: applicant.cookie,
    });
    const creator = await buildCreator(t.db);
    const creatorCookie = await t.signIn(creator.phone);
    const before = await countRows(t.db);

    for (const c of [cookie, creatorCookie]) {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/admin/no-such-call',
        headers: { cookie: c },
      });
      expect(unknown.json()).toEqual({
        code: 404,
        message: '接口或页面不存在',
        data: null,
        reason: 'not_found',
      });
      for (const [endpoint, params] of [
        [adminEndpoints.creatorApplications, {}],
        [adminEndpoints.creatorApplications, { status: 'nonsense' }],
        [adminEndpoints.reviewApplication, { id: String(filed.body.data.id), action: 'approve' }],
        [adminEndpoints.reviewApplication, { id: 'bad' }],
      ] as const) {
        const res = await t.call(endpoint, params, { cookie: c });
        expect(res.status, endpoint.path).toBe(404);
        expect(res.body, endpoint.path).toEqual(unknown.json());
      }
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    [{ status: 'done' }, '审核状态须为 pending、approved 或 rejected'],
    [{ page: '0' }, '页码格式不正确'],
  ])('queue refuses %j from an operator with 400', async (params, message) => {
    const op = await operator();
    const res = await t.call(adminEndpoints.creatorApplications, params, { cookie: op.cookie });

    expect(res.body).toEqual({ code: 400, message, data: null, reason: 'invalid_params' });
  });

  it.each([
    [{ id: 'x', action: 'approve' }, '申请ID格式不正确'],
    [{ id: '1', action: 'maybe' }, '审核操作须为 approve 或 reject'],
  ])('review refuses %j from an operator with 400', async (params, message) => {
    const op = await operator();
    const res = await t.call(adminEndpoints.reviewApplication, params, { cookie: op.cookie });

    expect(res.body).toEqual({ code: 400, message, data: null, reason: 'invalid_params' });
  });

  it('answers 404 for an application that does not exist', async () => {
    const op = await operator();
    const res = await t.call(
      adminEndpoints.reviewApplication,
      { id: '99999999', action: 'approve' },
      { cookie: op.cookie },
    );

    expect(res.body.code).toBe(404);
  });
});
