import { type Kysely, sql } from 'kysely';

// A creator hides a comment on their post (隐藏), and sees and releases what is kept to its writer
// (docs/GOVERNANCE.md, "Creators' comment settings"). A hidden comment is an author_only one
// (add-creator-comment-moderation): seen by its writer alone, not counted (the counter triggers
// already count a row leaving or entering author_only on update). Two columns say why and for whom:
// - author_only_reason: 'words' (it held a word of the creator's list when written) or 'hidden'
//   (the creator hid it); null while the comment is not author_only.
// - kept_by: the post's creator (posts never change author), set while author_only, so the creator's
//   被隐藏的评论 is one backward range of comments_kept_by_idx, newest first, whatever number of posts
//   they have: no join through posts to find them, no sort.
// A comment kept by the creator's words is now delivered to 收到的评论 when written, like a comment
// held for review, and shown there once released; comments kept before this get the creator's row
// here (as a comment on their post), so releasing one still reaches them.

// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table comments
      add column author_only_reason text
        constraint comments_author_only_reason_kind check (author_only_reason in ('words', 'hidden')),
      add column kept_by integer`.execute(db);
  await sql`
    update comments c set author_only_reason = 'words', kept_by = p.author_id
      from posts p where p.id = c.post_id and c.author_only`.execute(db);
  await sql`
    alter table comments add constraint comments_author_only_why check (
      (author_only and author_only_reason is not null and kept_by is not null)
      or (not author_only and author_only_reason is null and kept_by is null))`.execute(db);
  await sql`
    create index comments_kept_by_idx on comments (kept_by, created_at, id)
    where author_only and deleted_at is null`.execute(db);
  await sql`
    insert into comment_inbox (user_id, comment_id, kind, replied_comment_id, created_at)
    select kept_by, id, 'comment', null, created_at from comments
      where author_only and author_id <> kept_by
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Hidden comments are shown again (their reason would be lost); word-kept ones stay kept.
  await sql`
    update comments set author_only = false, author_only_reason = null, kept_by = null
      where author_only_reason = 'hidden'`.execute(db);
  await sql`drop index comments_kept_by_idx`.execute(db);
  await sql`alter table comments drop constraint comments_author_only_why`.execute(db);
  await sql`alter table comments drop column kept_by, drop column author_only_reason`.execute(db);
}
