import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { NewUser, PostsTable, SupportPlansTable, UserRow } from '../src/platform/db/types';
import { hashPassword } from '../src/platform/lib/password';
import { newUserSlug } from '../src/platform/lib/tokens';
import type { Db } from '../src/platform/db/db';
import { insertUser } from '../src/modules/identity/users/user.repository';

let phoneSeq = randomInt(0, 50_000_000);

/** A phone number no other test in this file uses. */
export const uniquePhone = () => `137${String(phoneSeq++).padStart(8, '0')}`;

let ipSeq = randomInt(0, 200) * 65_536;

/** A fresh client IP, so per-IP limits of one test don't leak into the next. */
export const uniqueIp = () => {
  const n = ipSeq++;

  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Inserts a user; `password` is hashed like a real one. */
export async function buildUser(
  db: Db,
  overrides: Partial<Omit<NewUser, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...rest } = overrides;

  return insertUser(db, {
    phone: uniquePhone(),
    slug: newUserSlug(),
    nickname: '测试用户',
    passwordHash: password ? await hashPassword(password) : null,
    ...rest,
  });
}

/** Inserts a user and signs them in: the row and its session cookie. */
export async function buildSignedInUser(
  t: { db: Db; signIn(phone: string): Promise<string> },
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<{ user: UserRow; cookie: string }> {
  const user = await buildUser(t.db, overrides);

  return { user, cookie: await t.signIn(user.phone) };
}

/** Inserts a creator with a nickname and bio. */
export const buildCreator = (db: Db, overrides: Partial<NewUser> = {}) =>
  buildUser(db, {
    nickname: `创作者${randomInt(0, 10_000)}`,
    bio: '每周更新原创作品',
    isCreator: true,
    ...overrides,
  });

/** Inserts a published post; paid at ¥9.90 unless told otherwise. */
export const buildPost = (db: Db, authorId: number, overrides: Partial<Insertable<PostsTable>> = {}) =>
  db
    .insertInto('posts')
    .values({
      authorId,
      title: `测试作品${randomInt(0, 10_000)}`,
      summary: '摘要',
      bodyHtml: '<p>正文</p>',
      visibility: 'paid',
      priceFen: 990,
      status: 'published',
      publishedAt: new Date(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Inserts an active support plan at ¥6.00 a month unless told otherwise. */
export const buildPlan = (
  db: Db,
  creatorId: number,
  overrides: Partial<Insertable<SupportPlansTable>> = {},
) =>
  db
    .insertInto('supportPlans')
    .values({ creatorId, name: '小蛙饭团', priceFen: 600, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
