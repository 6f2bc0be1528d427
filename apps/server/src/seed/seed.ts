import { hashPassword } from '../platform/lib/password';
import type { Db } from '../platform/db/db';
import { findUserByPhone, type IdentityKeyEnv, insertUserIfPhoneFree } from '../modules/identity';
import { seedDemoApplications } from './demo-applications';
import { seedDemoContent } from './demo-content';
import { seedDemoRewards } from './demo-rewards';
import { ALL_DEMO_USERS, type DemoUser } from './demo-users';

/** Creates one demo user unless its phone exists; answers whether it was created. */
export async function seedDemoUser(db: Db, demo: DemoUser): Promise<boolean> {
  if (await findUserByPhone(db, demo.phone)) return false;
  const created = await insertUserIfPhoneFree(db, {
    phone: demo.phone,
    passwordHash: await hashPassword(demo.password),
    nickname: demo.nickname,
    slug: demo.slug,
    bio: demo.bio,
    isCreator: demo.isCreator,
    creatorCategory: demo.category ?? null,
    isOperator: demo.isOperator,
  });

  return created !== undefined;
}

/**
 * Seeds the demo data. Idempotent: existing rows (matched by phone) are left as they are, so it
 * can run on every `npm run db:seed`. Later seeds (posts, plans …) are added here in order. `keys`:
 * the identity keys of the environment, which seal the demo creators' ID numbers.
 */
export async function seedDemoData(
  db: Db,
  keys: IdentityKeyEnv = {},
): Promise<{ usersCreated: number; plansCreated: number; postsCreated: number }> {
  let usersCreated = 0;
  for (const demo of ALL_DEMO_USERS) {
    if (await seedDemoUser(db, demo)) usersCreated++;
  }
  await seedDemoApplications(db, keys);
  const content = await seedDemoContent(db);
  await seedDemoRewards(db);

  return { usersCreated, ...content };
}

/** True when no user exists yet: the first start of a fresh database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();

  return row === undefined;
}
