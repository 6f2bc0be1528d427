import { type Kysely, sql } from 'kysely';

// Issue 24 item 4, gift links: a member who paid for a post (an unlock or a plan) may share a link
// that lets up to `gift_redemptions_max` people (the creator's setting per post, 0 = off) read it.
// A redemption is a post_unlocks row without an order (no money moves), so the paywall holds as for
// any unlock; gift_redemptions keeps who brought whom, once per reader and post, counted per sharer
// across their links (rotating a link does not reset what it used).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table posts
      add column gift_redemptions_max smallint not null default 0
        check (gift_redemptions_max between 0 and 50)
  `.execute(db);
  await sql`
    create table gift_links (
      id serial primary key,
      post_id integer not null references posts(id),
      sharer_id integer not null references users(id),
      token text not null unique check (token ~ '^[A-Za-z0-9_-]{22}$'),
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )
  `.execute(db);
  // A sharer's one live link per post (rotation revokes it and makes the next).
  await sql`
    create unique index gift_links_live on gift_links (post_id, sharer_id) where revoked_at is null
  `.execute(db);
  await sql`
    create table gift_redemptions (
      post_id integer not null references posts(id),
      user_id integer not null references users(id),
      link_id integer not null references gift_links(id),
      sharer_id integer not null references users(id),
      created_at timestamptz not null default now(),
      primary key (post_id, user_id)
    )
  `.execute(db);
  // A sharer's redemptions of a post, counted under their link's lock.
  await sql`create index gift_redemptions_sharer on gift_redemptions (post_id, sharer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table gift_redemptions`.execute(db);
  await sql`drop table gift_links`.execute(db);
  await sql`alter table posts drop column gift_redemptions_max`.execute(db);
}
