import { type RawBuilder, sql } from 'kysely';

// The cache-forgetting trigger functions of notify-session-changes and notify-member-changes: NOTIFY
// a channel with the schema and the distinct ids of `column` in a statement's transition table, or
// '*' over ALL_AT_ONCE ids (every process then forgets them all). Written once for both migrations;
// each still runs the SQL it ran when it held its own copy.

/** Over this many ids a notice names none. */
const ALL_AT_ONCE = 200;

/** `create function <name>()` notifying `channel` of the `column` values in transition table `rows`. */
export const notifyChangedIdsFunction = (
  name: string,
  column: string,
  channel: 'frog_session' | 'frog_member',
  rows: 'old_rows' | 'changed_rows',
): RawBuilder<unknown> => sql`
  create function ${sql.id(name)}() returns trigger language plpgsql as $$
  declare
    changed int;
    ids text;
  begin
    select count(distinct ${sql.id(column)}), string_agg(distinct ${sql.id(column)}::text, ',')
      into changed, ids from ${sql.raw(rows)};
    if changed = 0 then return null; end if;
    perform pg_notify(${sql.lit(channel)},
      TG_TABLE_SCHEMA || ' ' || case when changed > ${sql.lit(ALL_AT_ONCE)} then '*' else ids end);
    return null;
  end $$`;
