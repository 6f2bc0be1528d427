#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of 收到的评论 and 私信 queries (issue 9) on a real PostgreSQL. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/message-queries.ts
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL: 20,000
// users; user 1 a creator with 200 posts and 100,000 comments on them in their inbox (300 unread,
// 2 % deleted later); user 1 in 5,000 conversations holding 200,000 messages (40 with unread).
// Each query is the repository's own SQL (Kysely's log).
import {
  countUnreadReceivedComments,
  listInbox,
} from '../apps/server/src/modules/messaging/received-comments/comment-inbox.repository';
import {
  countConversationsStarted,
  listConversations,
  loadDmFacts,
} from '../apps/server/src/modules/messaging/private-messages/conversation.repository';
import {
  countUnreadMessages,
  listMessages,
} from '../apps/server/src/modules/messaging/private-messages/message.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

await withExplainBench({ planLines: /Scan|Join|Loop|Limit|Aggregate/ }, async ({ db, pool, explain }) => {
  const seeder = await pool.connect();
  const q = (text: string) => seeder.query(text);
  await q(`set session_replication_role = replica`);
  await q(seedUsersSql(20_000, 3));
  await q(`insert into posts (author_id, title, summary, body_html, visibility, status, published_at)
    select 1, '作品' || i, '', '<p>正文</p>', 'free', 'published', now() - interval '1 day'
    from generate_series(1, 200) i`);
  await q(`insert into comments (post_id, author_id, content, deleted_at, created_at)
    select 1 + i % 200, 2 + i % 19990, '评论' || i, case when i % 50 = 0 then now() end,
      now() - ((100000 - i) || ' seconds')::interval
    from generate_series(1, 100000) i`);
  await q(`insert into comment_inbox (user_id, comment_id, kind, created_at, read_at)
    select 1, id, 'comment', created_at, case when id <= 99700 then now() end from comments`);
  await q(
    `insert into conversations (starter_id, recipient_id) select 1 + i, 1 from generate_series(1, 5000) i`,
  );
  await q(`insert into messages (conversation_id, sender_id, content)
    select 1 + i % 5000, case when i % 2 = 0 then 1 else 2 + i % 5000 end, '消息' || i
    from generate_series(1, 200000) i`);
  await q(`insert into conversation_members (user_id, conversation_id, peer_id, last_message_id, unread_count)
    select 1, c.id, c.starter_id, (select max(id) from messages m where m.conversation_id = c.id),
      case when c.id % 125 = 0 then 3 else 0 end from conversations c`);
  await q(`insert into conversation_members (user_id, conversation_id, peer_id, last_message_id, unread_count)
    select c.starter_id, c.id, 1, (select max(id) from messages m where m.conversation_id = c.id), 0
    from conversations c`);
  await q(`set session_replication_role = origin`);
  await q(`vacuum analyze`);
  seeder.release();

  await explain('收到的评论: unread count (badge)', () => countUnreadReceivedComments(db, 1));
  await explain('收到的评论: first page', () => listInbox(db, 1, { limit: 21 }));
  await explain('收到的评论: a page deep in the list', () =>
    listInbox(db, 1, { limit: 21, beforeCommentId: 20000 }),
  );
  await explain('私信: unread total (badge)', () => countUnreadMessages(db, 1));
  await explain('私信: conversation list, first page', () => listConversations(db, 1, { limit: 21 }));
  await explain('私信: a thread, first page', () => listMessages(db, 77, { limit: 31 }));
  await explain('私信: who may write (facts)', () =>
    loadDmFacts(
      db,
      { id: 500, nickname: '用户500' },
      { id: 1, dmPolicy: 'supporters', bannedAt: null, banReason: null, bannedUntil: null },
      499,
    ),
  );
  await explain('私信: new conversations with one recipient today', () =>
    countConversationsStarted(db, 'recipientId', 1, new Date(Date.now() - 86_400_000)),
  );
});
