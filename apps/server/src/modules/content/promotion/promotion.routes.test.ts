import { promotionEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';

const t = useTestApp();

describe('POST /api/promotion/featured-creators', () => {
  it('lists up to 8 creators with a nickname, never a phone', async () => {
    await buildUser(t.db, { nickname: '普通用户' });
    await buildCreator(t.db, { nickname: '' });
    const creators = [];
    for (let i = 0; i < 9; i++) creators.push(await buildCreator(t.db, { nickname: `创作者${i}` }));

    const res = await t.call(promotionEndpoints.featuredCreators);

    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(list).toHaveLength(8);
    expect(list.map((u) => u.nickname)).toEqual(creators.slice(0, 8).map((c) => c.nickname));
    expect(list[0]).toEqual({
      id: String(creators[0]!.id),
      nickname: '创作者0',
      avatarUrl: null,
      bio: '每周更新原创作品',
      slug: creators[0]!.slug,
      isCreator: true,
    });
    const body = JSON.stringify(res.body);
    for (const c of creators) expect(body).not.toContain(c.phone);
  });

  it('needs no sign-in, ignores unknown params and writes nothing', async () => {
    const res = await expectNoWrites(t.db, () => t.call(promotionEndpoints.featuredCreators, { page: 'x' }));

    expect(res.body.code).toBe(200);
  });
});
