import { randomInt } from 'node:crypto';
import { searchEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// Reads kept an hour: only an announced change can explain a fresh answer.
const t = useTestApp({ changeFeed: true, env: { READ_CACHE_SECONDS: '3600' } });

/** The ids (as text) of what a search for `keyword` lists, as a visitor or with `cookie`. */
async function found(endpoint: 'user' | 'post', keyword: string, cookie?: string): Promise<string[]> {
  const res = await t.call(searchEndpoints[endpoint], { keyword }, { cookie });
  const list: { id: number | string }[] = res.body.data?.list ?? [];

  return list.map((item) => String(item.id));
}

describe("visitors' searches are kept like the other public reads, and emptied by every committed change", () => {
  it('a visitor gets the kept answer until a change is announced; a member always asks afresh', async () => {
    const tag = `蛙${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db, { nickname: `画画的${tag}` });
    const member = await t.signIn(creator.phone);
    await t.changesHeard();
    expect(await found('user', tag)).toEqual([String(creator.id)]);

    // Renamed with the trigger off: nothing tells the caches, so the visitor's answer is the kept one
    // (proof that it is kept), while a member's search reads the database.
    await sql`alter table users disable trigger users_notify_content`.execute(t.db);
    await t.db.updateTable('users').set({ nickname: '改了名字' }).where('id', '=', creator.id).execute();
    await sql`alter table users enable trigger users_notify_content`.execute(t.db);
    expect(await found('user', tag)).toEqual([String(creator.id)]);
    expect(await found('user', tag, member)).toEqual([]);

    // Any announced change empties it, as soon as its notification is heard (answers are kept an
    // hour here, so nothing else can).
    await t.db.updateTable('users').set({ bio: '新简介' }).where('id', '=', creator.id).execute();
    await t.changesHeard();
    expect(await found('user', tag)).toEqual([]);
  });

  it("a user made an operator leaves a visitor's kept user search at once (operators are never found)", async () => {
    const tag = `蛙${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db, { nickname: `运营前的${tag}` });
    await t.changesHeard();
    expect(await found('user', tag)).toEqual([String(creator.id)]);

    await t.db.updateTable('users').set({ isOperator: true }).where('id', '=', creator.id).execute();
    await t.changesHeard();
    expect(await found('user', tag)).toEqual([]);
  });

  it("a post taken down leaves a visitor's kept post search at once", async () => {
    const tag = `速写${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id, { title: `雨夜${tag}`, visibility: 'free', priceFen: 0 });
    await t.changesHeard();
    expect(await found('post', tag)).toEqual([String(post.id)]);

    await t.db.updateTable('posts').set({ takenDownAt: new Date() }).where('id', '=', post.id).execute();
    await t.changesHeard();
    expect(await found('post', tag)).toEqual([]);
  });
});
