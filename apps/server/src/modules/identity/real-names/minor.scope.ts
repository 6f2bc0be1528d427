import { type RawBuilder, sql } from 'kysely';

/**
 * SQL: the user in `userId` is a verified minor today (Beijing date): under 18 by the birth date of
 * their verified real name. No public list or ranking shows them (DESIGN 10; 充电榜). The same rule as
 * ageBandOf(ageAt(…)) !== 'adult', in SQL for the lists that page in the database.
 */
export const isVerifiedMinor = (userId: RawBuilder<unknown>): RawBuilder<boolean> =>
  sql<boolean>`exists (
    select 1 from buyer_real_names minor_check
    where minor_check.user_id = ${userId}
      and minor_check.birth_date > (now() at time zone 'Asia/Shanghai')::date - interval '18 years')`;
