import { plansPerCreatorMax, supportEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost } from '../../../test/factories';
import { uploadPostFile } from '../../../test/posts';
import { useTestApp } from '../../../test/test-app';
import { MAX_ATTACHMENTS_PER_POST } from '../../modules/content/uploads/post-upload.service';

const t = useTestApp();
const RACERS = 50;

/** How many answers carried each (code, message), e.g. { '200': 20, '400 最多…': 30 }. */
const tally = (answers: { code: number; message: string }[]) => {
  const counts: Record<string, number> = {};
  for (const { code, message } of answers) {
    const key = code === 200 ? '200' : `${code} ${message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }

  return counts;
};

// Limits are checked under a row lock on the parent (the creator, the post), so requests that
// arrive together are counted one after another, never all against the same stale count.
describe('limits hold when requests race', () => {
  it(`${RACERS} plans created at once: exactly ${plansPerCreatorMax} are made, the rest refused`, async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const plan = { price: '6', description: '', benefits: '', coverUrl: '' };

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.call(supportEndpoints.createPlan, { ...plan, name: `方案${i}` }, { cookie }),
      ),
    );

    expect(tally(answers.map((a) => a.body))).toEqual({
      '200': plansPerCreatorMax,
      [`400 最多可以设置${plansPerCreatorMax}个支持方案`]: RACERS - plansPerCreatorMax,
    });
    const rows = await t.db
      .selectFrom('supportPlans')
      .select('sortOrder')
      .where('creatorId', '=', creator.id)
      .orderBy('sortOrder')
      .execute();
    // Serialised, they also took distinct places at the end of the list.
    expect(rows.map((r) => r.sortOrder)).toEqual(Array.from({ length: plansPerCreatorMax }, (_, i) => i));
  });

  it(`${RACERS} attachments uploaded at once: exactly ${MAX_ATTACHMENTS_PER_POST} are kept, the rest refused`, async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const post = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        uploadPostFile(t.app, cookie, { postId: post.id, filename: `附件${i}.txt`, body: `第${i}个` }),
      ),
    );

    expect(tally(answers.map((a) => a.body))).toEqual({
      '200': MAX_ATTACHMENTS_PER_POST,
      [`400 每篇作品最多${MAX_ATTACHMENTS_PER_POST}个附件`]: RACERS - MAX_ATTACHMENTS_PER_POST,
    });
    const kept = await t.db
      .selectFrom('postAttachments')
      .select(['id', 'storageKey'])
      .where('postId', '=', post.id)
      .execute();
    expect(kept).toHaveLength(MAX_ATTACHMENTS_PER_POST);
    // Every kept row has its bytes: the author can download each one.
    const files = await Promise.all(
      kept.map((row) =>
        t.app.inject({ method: 'GET', url: `/api/post/attachment/${row.id}`, headers: { cookie } }),
      ),
    );
    expect(files.map((f) => f.statusCode)).toEqual(kept.map(() => 200));
  });
});
