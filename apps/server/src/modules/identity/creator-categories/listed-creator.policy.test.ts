import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { isListedCreator, listedCreatorScope } from './listed-creator.policy';

const t = useTestApp();
const hour = 3_600_000;

// The predicate and its SQL scope must agree row by row: 发现 lists with the scope, and the predicate
// is the rule as written.
describe('listed-creator policy', () => {
  it('the predicate and the SQL scope agree on every kind of account', async () => {
    const rows = await Promise.all([
      buildCreator(t.db, { nickname: '可列出' }),
      buildCreator(t.db, { nickname: '' }),
      buildCreator(t.db, { nickname: '运营创作者', isOperator: true }),
      buildCreator(t.db, { nickname: '封禁中', bannedAt: new Date(), banReason: '违规' }),
      buildCreator(t.db, {
        nickname: '封禁已到期',
        bannedAt: new Date(Date.now() - 2 * hour),
        bannedUntil: new Date(Date.now() - hour),
      }),
      buildCreator(t.db, { nickname: '已注销', closedAt: new Date() }),
      buildUser(t.db, { nickname: '普通用户' }),
    ]);
    const ids = rows.map((row) => row.id);
    const listed = await t.db
      .selectFrom('users as u')
      .select('u.id')
      .where('u.id', 'in', ids)
      .where(listedCreatorScope)
      .execute();
    const bySql = new Set(listed.map((row) => row.id));

    for (const row of rows)
      expect([row.nickname, bySql.has(row.id)]).toEqual([row.nickname, isListedCreator(row)]);
    expect([...bySql].sort()).toEqual([rows[0]!.id, rows[4]!.id].sort());
  });
});
