import { type Kysely, sql } from 'kysely';

// 发现 (issue 24 item 8): creator categories, post tags and this week's most supported.
// - creator_applications.category held the Chinese label of a fixed list; it now holds the key
//   (contracts creator-category.ts), older or unknown values mapped, and a check keeps it so.
// - users.creator_category / creator_since: every creator has both (a trigger fills them on any
//   path that makes a creator: review, seed, tests), from their approved application when there is one.
// - posts.author_category: the author's category copied onto their posts (triggers keep it), so a
//   search filtered by category walks one index in time order like the unfiltered search.
// - post_tags: a post's tags with its published_at copied (a trigger keeps it), so a tag page is
//   one ordered range of post_tags_keyset_idx.
// - creator_week_support: the top creators by supporters of the last 7 days, rewritten by a job from
//   orders_paid_time_idx (paid orders by time), so 发现 never aggregates orders per request.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
const KEYS = sql.raw(`('illustration', 'comic', 'music', 'game', 'writing', 'video', 'craft', 'other')`);
const LABEL_TO_KEY = sql.raw(`case category
  when '插画' then 'illustration' when '漫画' then 'comic' when '音乐' then 'music'
  when '游戏' then 'game' when '写作' then 'writing' when '视频' then 'video'
  when '手工' then 'craft' else 'other' end`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update creator_applications set category = ${LABEL_TO_KEY}
    where category not in ${KEYS}`.execute(db);
  await sql`
    alter table creator_applications add constraint creator_applications_category_check
    check (category in ${KEYS})`.execute(db);

  await sql`alter table users add column creator_category text check (creator_category in ${KEYS})`.execute(
    db,
  );
  await sql`alter table users add column creator_since timestamptz`.execute(db);
  await sql`
    create or replace function users_fill_creator_fields() returns trigger language plpgsql as $$
    begin
      if new.is_creator then
        new.creator_category := coalesce(new.creator_category, 'other');
        new.creator_since := coalesce(new.creator_since, now());
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger users_fill_creator_fields before insert or update of is_creator, creator_category on users
    for each row execute function users_fill_creator_fields()`.execute(db);
  await sql`
    update users u set
      creator_category = coalesce(
        (select a.category from creator_applications a where a.user_id = u.id and a.status = 'approved'
         order by a.reviewed_at desc nulls last, a.id desc limit 1), 'other'),
      creator_since = coalesce(
        (select max(a.reviewed_at) from creator_applications a where a.user_id = u.id and a.status = 'approved'),
        u.created_at)
    where u.is_creator`.execute(db);
  await sql`
    create index users_category_creators_idx on users (creator_category, follower_count desc, id)
    where is_creator`.execute(db);
  await sql`create index users_new_creators_idx on users (creator_since desc, id desc) where is_creator`.execute(
    db,
  );

  await sql`alter table posts add column author_category text`.execute(db);
  await sql`
    update posts p set author_category = u.creator_category from users u
    where u.id = p.author_id and u.creator_category is not null`.execute(db);
  await sql`
    create or replace function posts_fill_author_category() returns trigger language plpgsql as $$
    begin
      select creator_category into new.author_category from users where id = new.author_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger posts_fill_author_category before insert on posts
    for each row execute function posts_fill_author_category()`.execute(db);
  await sql`
    create or replace function users_copy_category_to_posts() returns trigger language plpgsql as $$
    begin
      update posts set author_category = new.creator_category
      where author_id = new.id and author_category is distinct from new.creator_category;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_copy_category_to_posts after update of creator_category, is_creator on users
    for each row when (old.creator_category is distinct from new.creator_category)
    execute function users_copy_category_to_posts()`.execute(db);
  await sql`
    create index posts_category_keyset_idx on posts (author_category, published_at desc, id desc)
    where author_category is not null`.execute(db);

  await sql`
    create table post_tags (
      post_id integer not null references posts(id) on delete cascade,
      tag text not null check (char_length(tag) between 1 and 20),
      position smallint not null,
      published_at timestamptz,
      primary key (post_id, tag)
    )`.execute(db);
  await sql`
    create index post_tags_keyset_idx on post_tags (tag, published_at desc, post_id desc)
    where published_at is not null`.execute(db);
  await sql`
    create or replace function post_tags_fill_published_at() returns trigger language plpgsql as $$
    begin
      select published_at into new.published_at from posts where id = new.post_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger post_tags_fill_published_at before insert on post_tags
    for each row execute function post_tags_fill_published_at()`.execute(db);
  await sql`
    create or replace function posts_copy_published_at_to_tags() returns trigger language plpgsql as $$
    begin
      update post_tags set published_at = new.published_at where post_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_copy_published_at_to_tags after update of published_at on posts
    for each row when (old.published_at is distinct from new.published_at)
    execute function posts_copy_published_at_to_tags()`.execute(db);

  await sql`
    create index orders_paid_time_idx on orders (paid_at) include (creator_id, buyer_id, amount_fen)
    where status = 'paid'`.execute(db);
  await sql`
    create table creator_week_support (
      creator_id integer primary key references users(id) on delete cascade,
      supporter_count integer not null,
      paid_fen bigint not null,
      refreshed_at timestamptz not null
    )`.execute(db);
  await sql`
    create index creator_week_support_rank_idx
    on creator_week_support (supporter_count desc, paid_fen desc, creator_id)`.execute(db);

  // Visitors' cached answers (platform/cache/content-changes.ts) forget tags, categories and the ranking on change.
  for (const table of ['post_tags', 'creator_week_support']) {
    await sql`
      create trigger ${sql.id(`${table}_notify_content`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_content_changed()`.execute(db);
  }
  await sql`
    create trigger users_notify_category after update of creator_category on users
    for each statement execute function notify_content_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_notify_category on users`.execute(db);
  await sql`drop table creator_week_support`.execute(db);
  await sql`drop index orders_paid_time_idx`.execute(db);
  await sql`drop trigger posts_copy_published_at_to_tags on posts`.execute(db);
  await sql`drop function posts_copy_published_at_to_tags()`.execute(db);
  await sql`drop table post_tags`.execute(db);
  await sql`drop function post_tags_fill_published_at()`.execute(db);
  await sql`drop trigger users_copy_category_to_posts on users`.execute(db);
  await sql`drop function users_copy_category_to_posts()`.execute(db);
  await sql`drop trigger posts_fill_author_category on posts`.execute(db);
  await sql`drop function posts_fill_author_category()`.execute(db);
  await sql`alter table posts drop column author_category`.execute(db);
  await sql`drop trigger users_fill_creator_fields on users`.execute(db);
  await sql`drop function users_fill_creator_fields()`.execute(db);
  await sql`alter table users drop column creator_since`.execute(db);
  await sql`alter table users drop column creator_category`.execute(db);
  await sql`alter table creator_applications drop constraint creator_applications_category_check`.execute(db);
}
