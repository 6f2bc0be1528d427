#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of likes at scale (issue 24 item 7): "did the viewer like these" for a page of 20
// post cards and for a page of 80 comments (a heavy liker's and an ordinary reader's), which comments
// of a page may be liked, whether a post may be, and a like and an unlike with their counting
// triggers, each through its repository call as the API makes it. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/like-queries.ts [likes, default 1000000]
// A throwaway schema (dropped at the end), migrated like production, seeded with generate_series
// (triggers off, the counts filled by one aggregate): N post likes from N/100 readers over N/10
// posts (user 1 a heavy liker of 20,000 of them), as many comment likes over N/5 comments. Exits 1
// when a plan scans posts, comments, the likes or their counts sequentially.
import {
  deletePostLike,
  insertPostLike,
  isLikablePost,
  listCommentLikeStates,
  listLikableComments,
  listPostLikeStates,
} from '../apps/server/src/modules/content/likes/like.repository';
import { rolledBack, seedUsersSql, withExplainBench } from './lib/explain-harness';

const likes = Number(process.argv[2] ?? 1_000_000);
const readers = Math.max(100, Math.ceil(likes / 100));
const posts = Math.max(1000, Math.ceil(likes / 10));
const comments = Math.max(1000, Math.ceil(likes / 5));
const creators = 1000;
// Reader u likes 100 posts (and 100 comments): distinct targets per reader, spread over all of them.
const likedBy = (u: string, k: string, of: number) => `1 + (${u} * 37 + ${k} * 1009) % ${of}`;

await withExplainBench(
  {
    planLines: /Scan|Join|Loop|Aggregate|Trigger/,
    maxLines: 12,
    bestOf: 3,
    rollBack: true,
    refuse: /Seq Scan on (posts|comments|post_likes|comment_likes|post_like_counts|comment_like_counts)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(readers + creators, creators));
    await q(`insert into posts (author_id, title, summary, body_html, visibility, price_fen, status, published_at, created_at)
      select 1 + i % ${creators}, '作品' || i, '摘要', '<p>正文</p>', case when i % 3 = 0 then 'paid' else 'free' end,
        case when i % 3 = 0 then 500 else 0 end, 'published', now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, ${posts}) i`);
    await q(`insert into comments (post_id, author_id, content, created_at)
      select 1 + i % ${posts}, ${creators} + 1 + i % ${readers}, '评论 ' || i, now() - i * interval '1 second'
      from generate_series(1, ${comments}) i`);
    const perReader = Math.floor(likes / readers);
    await q(`insert into post_likes (user_id, post_id)
      select ${creators} + u, ${likedBy('u', 'k', posts)}
      from generate_series(1, ${readers}) u, generate_series(1, ${perReader}) k`);
    // User 1 likes 20,000 posts: the largest range of the primary key one viewer has.
    await q(
      `insert into post_likes (user_id, post_id) select 1, i from generate_series(1, least(20000, ${posts})) i`,
    );
    await q(`insert into comment_likes (user_id, comment_id)
      select ${creators} + u, ${likedBy('u', 'k', comments)}
      from generate_series(1, ${readers}) u, generate_series(1, ${perReader}) k`);
    await q(
      `insert into post_like_counts (post_id, like_count) select post_id, count(*) from post_likes group by post_id`,
    );
    await q(`insert into comment_like_counts (comment_id, like_count)
      select comment_id, count(*) from comment_likes group by comment_id`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    console.log(
      `seeded ${likes * 2} likes (${posts} posts, ${comments} comments) in ${Date.now() - started} ms`,
    );

    const pagePosts = Array.from({ length: 20 }, (_, i) => 5000 + i);
    const pageComments = Array.from({ length: 80 }, (_, i) => 7000 + i);
    const reader = creators + 42;
    await explain('cards: did a heavy liker like these 20 posts', () => listPostLikeStates(db, 1, pagePosts));
    await explain('cards: did a reader like these 20 posts', () => listPostLikeStates(db, reader, pagePosts));
    await explain('cards: a visitor’s 20 counts', () => listPostLikeStates(db, null, pagePosts));
    await explain('comments: which of 80 may be liked', () => listLikableComments(db, pageComments));
    await explain('comments: did a reader like these 80', () =>
      listCommentLikeStates(db, reader, pageComments),
    );
    await explain('like: is the post live', () => isLikablePost(db, 5000));
    // The calls write in a transaction rolled back, so the seed stays as it was.
    await explain('like: a post (with its counting trigger)', (bench) =>
      rolledBack(bench, (trx) => insertPostLike(trx, reader, 5001)),
    );
    await explain('unlike: a post (with its counting trigger)', (bench) =>
      rolledBack(bench, (trx) => deletePostLike(trx, 1, 5002)),
    );
  },
);
