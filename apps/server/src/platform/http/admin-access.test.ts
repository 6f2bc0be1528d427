import * as contracts from '@frog/contracts';
import type { Endpoint } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildSignedInUser, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** Every call of the operator console, from every admin group of the contracts. */
const adminCalls = Object.entries(contracts)
  .filter(([name, value]) => /^admin[A-Za-z]*Endpoints$/.test(name) && typeof value === 'object')
  .flatMap(([group, value]) =>
    Object.entries(value as Record<string, Endpoint>).map(([name, endpoint]) => ({
      label: `${group}.${name}`,
      endpoint,
    })),
  );

describe('every operator console call × who is asking', () => {
  const cookies = {} as Record<'user' | 'creator' | 'operator', string>;
  let auditCount = 0;

  beforeAll(async () => {
    cookies.user = await t.signIn((await buildUser(t.db)).phone);
    cookies.creator = await t.signIn((await buildCreator(t.db)).phone);
    ({ cookie: cookies.operator } = await buildSignedInUser(t, { isOperator: true, nickname: '运营' }));
    auditCount = await countAudit();
  });

  const countAudit = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(t.db)).rows[0]!.n);

  it('covers the whole console', () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(29);
    expect(adminCalls.every(({ endpoint }) => endpoint.path.startsWith('/api/admin/'))).toBe(true);
  });

  it.each(
    adminCalls.flatMap((call) =>
      (['anonymous', 'user', 'creator'] as const).map((who) => ({ ...call, who })),
    ),
  )('$label: $who gets the 404 of an unknown path, nothing written', async ({ endpoint, who }) => {
    const res = await t.call(
      endpoint,
      { orderNo: 'X1', id: '1', reason: '测试' },
      {
        cookie: who === 'anonymous' ? undefined : cookies[who],
      },
    );
    const unknown = await t.call(
      { ...endpoint, path: '/api/admin/no-such-call' },
      {},
      {
        cookie: who === 'anonymous' ? undefined : cookies[who],
      },
    );

    expect(res.status).toBe(404);
    expect(res.body).toEqual(unknown.body);
    expect(await countAudit()).toBe(auditCount);
  });

  it.each(adminCalls)(
    '$label: an operator is answered (never 401, 403 or 404 for the route)',
    async ({ endpoint }) => {
      const res = await t.call(endpoint, {}, { cookie: cookies.operator });

      // Missing params are a 400 naming the field; lists answer 200.
      expect([200, 400]).toContain(res.body.code);
    },
  );
});
