// Prepares the benchmark's database (run by bench/api.mjs: `node --import tsx bench/api/seed.ts`, with
// DATABASE_URL or DATA_DIR set): migrates, writes the demo data as a first start on PGlite does, then
// adds BENCH_SIZE posts, comments, follows and paid payments with generate_series, and BENCH_PENDING
// pending payments for the status polls. Prints one JSON line: the ids the benchmark calls.
import { sql } from 'kysely';
import { loadEnv } from '../../apps/server/src/platform/config/env';
import { createDatabase } from '../../apps/server/src/platform/db/database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { seedDemoData } from '../../apps/server/src/seed/seed';
import { UNKNOWN_REGION } from '../../apps/server/src/modules/governance';
import { startSession } from '../../apps/server/src/modules/identity/session/session.service';

const size = Number(process.env.BENCH_SIZE ?? 1000);
const pending = Number(process.env.BENCH_PENDING ?? 0);
// Pending payments expire at this Unix second; bench/api.mjs signs their cashier tokens with it.
const expiresAt = new Date(Number(process.env.BENCH_EXPIRES_AT) * 1000);
// At least 2,000 users, so that 蛙 (a fifth of them) matches more than the 200 results a search
// keeps at every size: with 200 users at 1k rows it found 40, and comparing sizes compared the
// result's length, not the table's.
const users = Math.max(2000, Math.ceil(size / 10));
const creators = Math.ceil(users / 10);

const database = await createDatabase(loadEnv());
const { db } = database;
const run = (query: ReturnType<typeof sql>) => query.execute(db);
try {
  const started = Date.now();
  await migrateToLatest(db);
  await seedDemoData(db);
  const demo = (await sql<{ id: number }>`select id from users where phone = '13800000001'`.execute(db))
    .rows[0]!.id;
  const posts = await sql<{ id: number; visibility: string }>`
    select id, visibility from posts where author_id = ${demo} order by id`.execute(db);
  const freePost = posts.rows.find((p) => p.visibility === 'free')!.id;
  const lockedPost = posts.rows.find((p) => p.visibility === 'paid')!.id;

  // Users b0..b(U-1), ids contiguous from `base`; every tenth one is a creator. A fifth, picked by
  // hash, are 小蛙: picked by `i % 5` they fell between the nickname histogram's bounds (quantiles of
  // '用户0', '用户1', '用户10', …), so PostgreSQL estimated 2 % where 20 % match and chose to recheck
  // all of them through the search index at 10,000 users; real nicknames have no such period.
  await run(sql`insert into users (phone, slug, nickname, bio, is_creator)
    select '139' || lpad(i::text, 8, '0'), 'bench-' || i,
      '用户' || i || case when hashint4(i) % 5 = 0 then '小蛙' else '' end, '画画和摄影', i % 10 = 0
    from generate_series(0, ${users - 1}) i`);
  const base = (
    await sql<{ id: number }>`select min(id) as id from users where slug like 'bench-%'`.execute(db)
  ).rows[0]!.id;
  const creatorOf = (i: string) => sql.raw(`(${base} + 10 * (${i} % ${creators}))`);
  const userOf = (i: string) => sql.raw(`(${base} + ${i} % ${users})`);

  // A third of the titles say 速写 and a third of the posts are paid, each picked by its own hash. By
  // `i % 3` both followed the pattern of hours and creators: at 1M rows every post of the newest hour
  // said 速写 (720 hours, a multiple of 3), so post search walked a third as far as at 1k, and the
  // member's first feed page held only free posts, so it never asked for entitlements.
  await run(sql`insert into posts (author_id, title, summary, body_html, visibility, price_fen, status, published_at, created_at)
    select ${creatorOf('i')}, '作品' || i || (array['：雨后速写', '：橘猫练习', '：城市夜景'])[abs(hashint4(i)) % 3 + 1],
      '第 ' || i || ' 篇的摘要', '<p>正文 ' || i || '</p>',
      case when paid then 'paid' else 'free' end, case when paid then 500 else 0 end,
      'published', t, t
    from (select i, now() - (i % 720) * interval '1 hour' - interval '1 minute' t,
            abs(hashint4(-i)) % 3 = 0 paid
          from generate_series(1, ${size}) i) s`);
  const postRange = (
    await sql<{ lo: number; hi: number }>`
      select min(id) as lo, max(id) as hi from posts where author_id <> ${demo}`.execute(db)
  ).rows[0]!;
  // A tenth of the comments go to the free demo post (the one whose list is measured), the rest anywhere.
  const top = Math.ceil(size * 0.7);
  await run(sql`insert into comments (post_id, author_id, content, created_at)
    select case when i % 10 = 0 then ${freePost} else ${postRange.lo} + i % (${postRange.hi - postRange.lo + 1}) end,
      ${userOf('i')}, '评论 ' || i, now() - i * interval '1 second'
    from generate_series(1, ${top}) i`);
  await run(sql`insert into comments (post_id, author_id, root_id, reply_to_user_id, content, created_at)
    select c.post_id, ${userOf('c.id')}, c.id, c.author_id, '回复 ' || c.id, c.created_at + interval '1 minute'
    from (select id, post_id, author_id, created_at from comments where root_id is null
          order by id desc limit ${size - top}) c`);
  await run(sql`insert into follows (follower_id, followee_id)
    select ${userOf('i')}, ${base} + 10 * ((i / ${users}) % ${creators})
    from generate_series(0, ${size - 1}) i
    where ${userOf('i')} <> ${base} + 10 * ((i / ${users}) % ${creators})
    on conflict do nothing`);
  // The member (the first user, also the first creator) follows creators 1 to 9 at every size, as
  // the rounds above give them once there are ten follows per user: the first page of their feed
  // then always comes from followed creators.
  await run(sql`insert into follows (follower_id, followee_id)
    select ${base}, ${base} + 10 * k from generate_series(1, 9) k on conflict do nothing`);

  await run(sql`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, status, expires_at, paid_at, created_at)
    select 'BO' || lpad(i::text, 10, '0'), ${userOf('i')}, ${creatorOf('i')}, 'tip', 100 + i % 900, 'paid', t, t, t
    from (select i, now() - (i % 1000) * interval '1 hour' t from generate_series(1, ${size}) i) s`);
  // Pending tips to the demo creator: BS…1 for the single status call, BP… for the polls.
  await run(sql`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, status, expires_at)
    select 'BQ' || lpad(i::text, 10, '0'), ${userOf('i')}, ${demo}, 'tip', 600, 'pending', ${expiresAt}
    from generate_series(0, ${pending}) i`);
  await run(sql`insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at)
    select case when o.status = 'paid' then 'BY' || substr(o.order_no, 3)
             when o.order_no = 'BQ0000000000' then 'BS0000000001' else 'BP' || substr(o.order_no, 3) end,
      o.id, 'alipay', o.amount_fen, case when o.status = 'paid' then 2 else 1 end, o.expires_at, o.paid_at
    from orders o where o.order_no like 'BO%' or o.order_no like 'BQ%'`);
  await run(sql`vacuum analyze`);
  // Write the seed's pages out now, so no checkpoint of the seed's gigabytes lands inside a call's
  // measurement (the bench counts the CPU of every PostgreSQL process). A role without the right to
  // checkpoint measures with that risk.
  await run(sql`checkpoint`).catch(() => undefined);

  const counts = (
    await sql`select (select count(*)::int from posts) posts, (select count(*)::int from comments) comments,
      (select count(*)::int from follows) follows, (select count(*)::int from payments) payments,
      (select count(*)::int from users) users`.execute(db)
  ).rows[0];
  // A signed-in member (the first bench user, who follows creators): never served a visitor's answer;
  // their session is read on every call, their feed and entitlements too.
  const { token } = await startSession(
    db,
    { ttlDays: 1 },
    { userId: base, ip: null, ipRegion: UNKNOWN_REGION, userAgent: 'bench' },
  );
  const memberCookie = `sid=${token}`;
  console.log(
    JSON.stringify({ freePost, lockedPost, memberCookie, counts, seconds: (Date.now() - started) / 1000 }),
  );
} finally {
  await database.close();
}
