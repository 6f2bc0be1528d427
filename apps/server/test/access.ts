import type { Endpoint } from '@frog/contracts';
import { expect, it } from 'vitest';
import { buildUser } from './factories';
import type { TestApp } from './test-app';

/** One test per endpoint: 401 to a visitor, 403 (creator_required) to a signed-in user who is not a creator. */
export function itRefusesNonCreators(t: TestApp, endpoints: Endpoint[]) {
  it.each(endpoints)('$path: 401 signed out, 403 for a non-creator', async (endpoint) => {
    expect((await t.call(endpoint, {})).body.code).toBe(401);
    const user = await buildUser(t.db);
    const res = await t.call(endpoint, {}, { cookie: await t.signIn(user.phone) });
    expect(res.body).toMatchObject({ code: 403, reason: 'creator_required' });
  });
}
