import { maskIdNumber } from '@frog/contracts';
import type { Db } from '../platform/db/db';
import {
  findUserByPhone,
  getIdentityKeyRing,
  hashIdNumber,
  type IdentityKeyEnv,
  sealCreatorIdNumber,
} from '../modules/identity';
import { ALL_DEMO_USERS } from './demo-users';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/**
 * The n-th demo creator's ID number: 110101 (东城区), born 2000-01-01, sequence 90n, with its check
 * digit (GB 11643). Split mode (MONEY_FLOW=huifu-split) asks for it when a demo creator binds 收款账户
 * (README, demo accounts). Demo data exists only in development on the embedded database.
 */
export function demoIdNumber(n: number): string {
  const body = `11010120000101${String(900 + n).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (ID_WEIGHTS[i] ?? 0), 0);

  return `${body}${'10X98765432'[sum % 11]}`;
}

/**
 * Gives each demo creator an approved creator application with their real name and demo ID number,
 * sealed as a real application's is (so they can bind a payout account in that name and withdraw, in
 * split mode too, and appear whole in the quarterly tax report). Idempotent: a creator who already has
 * an approved application keeps it, and only gets its sealed number if it had none (demo data seeded
 * before numbers were sealed). Answers how many were created.
 */
export async function seedDemoApplications(db: Db, keys: IdentityKeyEnv = {}): Promise<number> {
  const ring = await getIdentityKeyRing(db, keys);
  let created = 0;
  let n = 0;
  for (const demo of ALL_DEMO_USERS) {
    if (!demo.isCreator || !demo.realName) continue;
    n += 1;
    const idNumber = demoIdNumber(n);
    const user = await findUserByPhone(db, demo.phone);
    if (!user) continue;
    const approved = await db
      .selectFrom('creatorApplications')
      .select(['id', 'idNumberSealed'])
      .where('userId', '=', user.id)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (approved?.idNumberSealed === null)
      await db
        .updateTable('creatorApplications')
        .set(sealCreatorIdNumber(ring, user.id, idNumber))
        .where('id', '=', approved.id)
        .execute();
    if (approved) continue;
    await db
      .insertInto('creatorApplications')
      .values({
        userId: user.id,
        realName: demo.realName,
        idNumberMasked: maskIdNumber(idNumber),
        idNumberHash: await hashIdNumber(db, idNumber),
        ...sealCreatorIdNumber(ring, user.id, idNumber),
        contact: demo.phone,
        introduction: demo.bio,
        category: demo.category ?? 'other',
        status: 'approved',
        reviewedAt: new Date(),
      })
      .execute();
    created++;
  }

  return created;
}
