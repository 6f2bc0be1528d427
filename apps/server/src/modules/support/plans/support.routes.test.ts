import { type Endpoint, supportEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows, expectNoWrites } from '../../../../test/test-db';
import { postMultipart, pngBytes } from '../../../../test/uploads';
import { invalidParams } from '../../../../test/answers';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();

const signedInCreator = async () => {
  const creator = await buildCreator(t.db);

  return { creator, cookie: await t.signIn(creator.phone) };
};

const validPlan = {
  name: '小蛙饭团',
  price: '6',
  description: '每月一份心意',
  benefits: '专属壁纸\n草稿抢先看',
  coverUrl: '',
};

const uploadCover = async (cookie: string | undefined, body: Buffer) =>
  (
    await postMultipart<{ code: number; message: string; data: { url: string } | null }>(
      t.app,
      supportEndpoints.coverUpload.path,
      cookie,
      [{ name: 'file', filename: 'c.png', type: 'image/png', body }],
    )
  ).body;

describe('support plan writes', () => {
  const writes = [
    supportEndpoints.createPlan,
    supportEndpoints.updatePlan,
    supportEndpoints.sortPlans,
    supportEndpoints.closePlan,
    supportEndpoints.reopenPlan,
    supportEndpoints.coverUpload,
  ];

  it.each(writes)('answer 401 to $path when not signed in', async (endpoint) => {
    const res = await t.call(endpoint, { ...validPlan, id: '1', ids: '1' });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('creates a plan: price stored in fen, benefits one per line, placed last', async () => {
    const { creator, cookie } = await signedInCreator();
    await buildPlan(t.db, creator.id, { sortOrder: 4 });
    const res = await t.call(supportEndpoints.createPlan, { ...validPlan, price: '9.9' }, { cookie });

    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '小蛙饭团',
      priceFen: 990,
      price: '9.90',
      benefits: ['专属壁纸', '草稿抢先看'],
      coverUrl: null,
      status: 'active',
      sortOrder: 5,
      abilities: { edit: true, subscribe: false },
    });
    const row = await storedRow(t.db, 'supportPlans', 'id', res.body.data.id);
    expect(row.priceFen).toBe(990);
  });

  it('refuses a user who is not a creator, pointing to the application, writing nothing', async () => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    const res = await expectNoWrites(t.db, () => t.call(supportEndpoints.createPlan, validPlan, { cookie }));

    expect(res.body.code).toBe(403);
    expect(res.body.message).toContain('申请成为创作者');
  });

  it.each([
    [{ name: '' }, '请填写方案名称'],
    [{ name: '名'.repeat(31) }, '方案名称不能超过30个字'],
    [{ price: '0.50' }, '每月价格须在1.00-5000.00元之间'],
    [{ price: '5000.01' }, '每月价格须在1.00-5000.00元之间'],
    [{ price: '6.666' }, '每月价格格式不正确，最多两位小数'],
    [{ price: 'abc' }, '每月价格格式不正确，最多两位小数'],
    [{ description: '介'.repeat(501) }, '方案介绍不能超过500个字'],
    [{ benefits: Array.from({ length: 11 }, (_, i) => `权益${i}`).join('\n') }, '权益最多10条'],
    [{ coverUrl: 'javascript:alert(1)' }, '封面地址无效'],
    [{ coverUrl: '/uploads/avatars/not-a-cover.webp' }, '封面图片无效，请重新上传'],
  ])('refuses %j with 400 and a Chinese message, writing nothing', async (change, message) => {
    const { cookie } = await signedInCreator();
    const res = await expectNoWrites(t.db, () =>
      t.call(supportEndpoints.createPlan, { ...validPlan, ...change }, { cookie }),
    );

    expect(res.body).toEqual({ code: 400, message, data: null, reason: 'invalid_params' });
  });

  it('updates a plan; a new price never changes orders already placed', async () => {
    const { creator, cookie } = await signedInCreator();
    const buyer = await buildUser(t.db);
    const plan = await buildPlan(t.db, creator.id, { priceFen: 600 });
    const order = await t.db
      .insertInto('orders')
      .values({
        orderNo: `T${Date.now()}${plan.id}`,
        buyerId: buyer.id,
        creatorId: creator.id,
        kind: 'plan',
        planId: plan.id,
        months: 1,
        amountFen: 600,
        status: 'paid',
        expiresAt: new Date(),
        paidAt: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    const res = await t.call(
      supportEndpoints.updatePlan,
      { ...validPlan, id: String(plan.id), name: '大蛙饭团', price: '12.00' },
      { cookie },
    );
    expect(res.body.data).toMatchObject({ id: plan.id, name: '大蛙饭团', priceFen: 1200, price: '12.00' });
    const after = await storedRow(t.db, 'orders', 'id', order.id);
    expect(after.amountFen).toBe(600);
  });

  it('treats another creator’s plan as not found for every write', async () => {
    const { cookie } = await signedInCreator();
    const other = await buildCreator(t.db);
    const plan = await buildPlan(t.db, other.id);
    const id = String(plan.id);
    const before = await countRows(t.db);

    for (const [endpoint, params] of [
      [supportEndpoints.updatePlan, { ...validPlan, id }],
      [supportEndpoints.closePlan, { id }],
      [supportEndpoints.reopenPlan, { id }],
      [supportEndpoints.sortPlans, { ids: [id] }],
    ] as [Endpoint, Record<string, string | string[]>][]) {
      const res = await t.call(endpoint, params, { cookie });
      expect(res.body.code, endpoint.path).toBe(404);
    }
    const unchanged = await storedRow(t.db, 'supportPlans', 'id', plan.id);
    expect(unchanged).toEqual(plan);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('closes and reopens: visitors stop seeing a closed plan in the list, the owner still does', async () => {
    const { creator, cookie } = await signedInCreator();
    const plan = await buildPlan(t.db, creator.id);
    const closed = await t.call(supportEndpoints.closePlan, { id: String(plan.id) }, { cookie });
    expect(closed.body.data).toMatchObject({ status: 'closed', abilities: { edit: true, subscribe: false } });

    const visitor = await t.call(supportEndpoints.planList, { creatorId: String(creator.id) });
    expect(visitor.body.data.list).toEqual([]);
    const owner = await t.call(supportEndpoints.planList, { creatorId: String(creator.id) }, { cookie });
    expect(owner.body.data.list.map((p) => p.status)).toEqual(['closed']);
    const stillReadable = await t.call(supportEndpoints.getPlan, { id: String(plan.id) });
    expect(stillReadable.body.data.plan.status).toBe('closed');

    const reopened = await t.call(supportEndpoints.reopenPlan, { id: String(plan.id) }, { cookie });
    expect(reopened.body.data.status).toBe('active');
    const again = await t.call(supportEndpoints.planList, { slug: creator.slug });
    expect(again.body.data.list.map((p) => p.id)).toEqual([plan.id]);
  });

  it('sorts plans; the ids must be exactly the creator’s plans', async () => {
    const { creator, cookie } = await signedInCreator();
    const a = await buildPlan(t.db, creator.id, { name: 'A', sortOrder: 0 });
    const b = await buildPlan(t.db, creator.id, { name: 'B', sortOrder: 1 });
    const c = await buildPlan(t.db, creator.id, { name: 'C', sortOrder: 2, status: 'closed' });

    const res = await t.call(
      supportEndpoints.sortPlans,
      { ids: [c, a, b].map((p) => String(p.id)) },
      { cookie },
    );
    expect(res.body.data.list.map((p) => p.name)).toEqual(['C', 'A', 'B']);
    const visitor = await t.call(supportEndpoints.planList, { creatorId: String(creator.id) });
    expect(visitor.body.data.list.map((p) => p.name)).toEqual(['A', 'B']);

    const partial = await t.call(supportEndpoints.sortPlans, { ids: [String(a.id)] }, { cookie });
    expect(partial.body).toEqual(invalidParams('方案顺序须包含每个方案各一次'));
    const bad = await t.call(supportEndpoints.sortPlans, { ids: ['x'] }, { cookie });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toBe('方案ID格式不正确');
  });
});

describe('support plan reads', () => {
  it('plan-list by slug answers the creator’s public info without the phone', async () => {
    const creator = await buildCreator(t.db);
    await buildPlan(t.db, creator.id, { benefits: '一\n二' });
    const res = await t.call(supportEndpoints.planList, { slug: creator.slug.toUpperCase() });

    expect(res.body.data.creator).toEqual({
      id: creator.id,
      nickname: creator.nickname,
      avatarUrl: null,
      slug: creator.slug,
      bio: creator.bio,
    });
    expect(res.body.data.list[0]).toMatchObject({
      benefits: ['一', '二'],
      abilities: { edit: false, subscribe: true },
    });
    expect(JSON.stringify(res.body)).not.toContain(creator.phone);
  });

  it('answers 404 for an unknown creator or plan, 400 for bad params', async () => {
    expect((await t.call(supportEndpoints.planList, { slug: 'nobody-here' })).body.code).toBe(404);
    expect((await t.call(supportEndpoints.getPlan, { id: '99999999' })).body.code).toBe(404);
    expect((await t.call(supportEndpoints.planList, {})).body).toEqual(
      invalidParams('请指定创作者（creatorId 或 slug）'),
    );
    expect((await t.call(supportEndpoints.getPlan, { id: 'abc' })).body).toEqual(
      invalidParams('方案ID格式不正确'),
    );
  });
});

describe('POST /api/support/cover-upload', () => {
  it('stores a 16:9 WebP cover that create-plan then accepts', async () => {
    const { cookie } = await signedInCreator();
    const up = await uploadCover(cookie, await pngBytes(800, 800));
    expect(up.code).toBe(200);
    expect(up.data?.url).toMatch(/^\/uploads\/plan-covers\/[\w-]+\.webp$/);

    const res = await t.call(
      supportEndpoints.createPlan,
      { ...validPlan, coverUrl: up.data!.url },
      { cookie },
    );
    expect(res.body.data.coverUrl).toBe(up.data!.url);
  });

  it('refuses a file that is not an image by its content, and a non-creator', async () => {
    const { cookie } = await signedInCreator();
    const fake = await uploadCover(cookie, Buffer.from('<script>alert(1)</script>'));
    expect(fake).toEqual(invalidParams('仅支持 JPG、PNG、WebP、GIF 图片'));

    const user = await buildUser(t.db);
    const res = await uploadCover(await t.signIn(user.phone), await pngBytes());
    expect(res.code).toBe(403);
  });

  it('refuses someone else’s cover on create-plan', async () => {
    const a = await signedInCreator();
    const b = await signedInCreator();
    const up = await uploadCover(a.cookie, await pngBytes());
    const res = await t.call(
      supportEndpoints.createPlan,
      { ...validPlan, coverUrl: up.data!.url },
      { cookie: b.cookie },
    );

    expect(res.body).toEqual(invalidParams('封面图片无效，请重新上传'));
  });
});
