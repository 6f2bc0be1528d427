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

/** The `<prefix>…` fields that userRefColumns selects, as a row carries them. */
type UserRefFields<P extends string> = Record<`${P}Nickname` | `${P}Slug`, string> &
  Record<`${P}AvatarUrl`, string | null>;

/**
 * The user that a row's userRefColumns(…, prefix) name, as contracts' userRefSchema sends them, with
 * their `id` (a number, or its text where the contract sends text).
 */
export function userRefOf<P extends string, I>(
  row: UserRefFields<P>,
  prefix: P,
  id: I,
): { id: I; nickname: string; avatarUrl: string | null; slug: string } {
  // The parameter's type holds these keys with these types; TypeScript cannot index it by a generic
  // template key, so the row is read as the plain record it is.
  const fields = row as unknown as Record<string, string | null>;

  return {
    id,
    nickname: fields[`${prefix}Nickname`] as string,
    avatarUrl: fields[`${prefix}AvatarUrl`] as string | null,
    slug: fields[`${prefix}Slug`] as string,
  };
}
