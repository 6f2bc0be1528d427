import type { Db } from '../platform/db/db';
import { findUserByPhone } from '../modules/identity';
import { ALL_DEMO_USERS } from './demo-users';

/**
 * Gives each demo creator an approved creator application with their real name (so they can bind
 * a payout account in that name and withdraw). The ID number is a demo placeholder: masked only,
 * and its "hash" is not an HMAC, so it never matches a real applicant's. Idempotent: a creator who
 * already has an approved application is left alone. Answers how many were created.
 */
export async function seedDemoApplications(db: Db): Promise<number> {
  let created = 0;
  for (const demo of ALL_DEMO_USERS) {
    if (!demo.isCreator || !demo.realName) continue;
    const user = await findUserByPhone(db, demo.phone);
    if (!user) continue;
    const approved = await db
      .selectFrom('creatorApplications')
      .select('id')
      .where('userId', '=', user.id)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (approved) continue;
    await db
      .insertInto('creatorApplications')
      .values({
        userId: user.id,
        realName: demo.realName,
        idNumberMasked: '1101**********0000',
        idNumberHash: `demo:${demo.slug}`,
        contact: demo.phone,
        introduction: demo.bio,
        category: '插画',
        status: 'approved',
        reviewedAt: new Date(),
      })
      .execute();
    created++;
  }

  return created;
}
