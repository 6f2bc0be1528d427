import { type AliasedRawBuilder, sql } from 'kysely';

/**
 * How a list names a user to other people (contracts' userRefSchema, less the id, which the row's
 * foreign key gives): the nickname, avatar and profile address of the `users` row joined as `alias`,
 * answered as `<prefix>Nickname`, `<prefix>AvatarUrl` and `<prefix>Slug`. Never the phone.
 */
export const userRefColumns = <P extends string>(
  alias: string,
  prefix: P,
): [
  AliasedRawBuilder<string, `${P}Nickname`>,
  AliasedRawBuilder<string | null, `${P}AvatarUrl`>,
  AliasedRawBuilder<string, `${P}Slug`>,
] => [
  sql.ref<string>(`${alias}.nickname`).as(`${prefix}Nickname`),
  sql.ref<string | null>(`${alias}.avatarUrl`).as(`${prefix}AvatarUrl`),
  sql.ref<string>(`${alias}.slug`).as(`${prefix}Slug`),
];
