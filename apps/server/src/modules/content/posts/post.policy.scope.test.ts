import type { PostDisplayStatus } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { PostRow, SupportPlanRow, UserRow } from '../../../platform/db/types';
import {
  canSeePost,
  displayStatus,
  displayStatusScope,
  isPostLive,
  isPostReleased,
  isPostTakenDown,
  livePostScope,
  releasedPostScope,
  takenDownPostScope,
  visiblePostsFor,
} from './post.policy';
import { isPlanOpen, openPlanScope } from '../../support/plans/support-plan.policy';

const t = useTestApp();
const DAY = 86_400_000;

// Each rule is written once as a predicate and once as SQL (post.policy.ts); this table inserts
// every kind of row and checks that the two answer the same for each of them and each viewer.
describe('post policy: predicates and SQL scopes agree', () => {
  let author: UserRow;
  let stranger: UserRow;
  let rows: (PostRow & { label: string })[];
  let plans: SupportPlanRow[];

  beforeAll(async () => {
    author = await buildCreator(t.db);
    stranger = await buildUser(t.db);
    const past = new Date(Date.now() - DAY);
    const future = new Date(Date.now() + DAY);
    const table: [string, Partial<PostRow>][] = [
      ['live', { status: 'published', publishedAt: past }],
      ['scheduled', { status: 'published', publishedAt: future }],
      ['draft', { status: 'draft', publishedAt: null }],
      ['draft once published', { status: 'draft', publishedAt: past }],
      ['hidden', { status: 'hidden', publishedAt: past }],
      ['hidden while scheduled', { status: 'hidden', publishedAt: future }],
      ['deleted', { status: 'deleted', publishedAt: past }],
      ['deleted while scheduled', { status: 'deleted', publishedAt: future }],
      // An operator's takedown sits beside the author's status.
      ['taken down', { status: 'published', publishedAt: past, takenDownAt: past, takedownReason: '侵权' }],
      ['taken down while scheduled', { status: 'published', publishedAt: future, takenDownAt: past }],
      ['taken down draft', { status: 'draft', publishedAt: null, takenDownAt: past }],
      // A review word holds it for an operator (待审核).
      ['held', { status: 'published', publishedAt: past, heldAt: past, heldFor: ['advertising'] }],
      ['held while scheduled', { status: 'published', publishedAt: future, heldAt: past }],
      ['held and taken down', { status: 'published', publishedAt: past, heldAt: past, takenDownAt: past }],
    ];
    rows = await Promise.all(
      table.map(async ([label, over]) => ({ label, ...(await buildPost(t.db, author.id, over)) })),
    );
    plans = [await buildPlan(t.db, author.id), await buildPlan(t.db, author.id, { status: 'closed' })];
  });

  const labels = (ids: number[]) =>
    rows
      .filter((r) => ids.includes(r.id))
      .map((r) => r.label)
      .sort();
  const ownIds = () => t.db.selectFrom('posts').select('posts.id').where('posts.authorId', '=', author.id);

  it('isPostLive ≡ livePostScope', async () => {
    const now = new Date();
    const sqlIds = (await ownIds().where(livePostScope).execute()).map((r) => r.id);

    expect(labels(sqlIds)).toEqual(labels(rows.filter((r) => isPostLive(r, now)).map((r) => r.id)));
    expect(labels(sqlIds)).toEqual(['live']);
  });

  it("isPostReleased ≡ releasedPostScope (a takedown does not change the author's status)", async () => {
    const now = new Date();
    const sqlIds = (await ownIds().where(releasedPostScope).execute()).map((r) => r.id);

    expect(labels(sqlIds)).toEqual(labels(rows.filter((r) => isPostReleased(r, now)).map((r) => r.id)));
    expect(labels(sqlIds)).toEqual(['held', 'held and taken down', 'live', 'taken down']);
  });

  it('isPostTakenDown ≡ takenDownPostScope', async () => {
    const sqlIds = (await ownIds().where(takenDownPostScope).execute()).map((r) => r.id);

    expect(labels(sqlIds)).toEqual(labels(rows.filter(isPostTakenDown).map((r) => r.id)));
    expect(labels(sqlIds)).toEqual([
      'held and taken down',
      'taken down',
      'taken down draft',
      'taken down while scheduled',
    ]);
  });

  const viewers: [string, () => UserRow | null, string[]][] = [
    ['an anonymous visitor', () => null, ['live']],
    ['another user', () => stranger, ['live']],
    [
      'the author',
      () => author,
      [
        'draft',
        'draft once published',
        'held',
        'held and taken down',
        'held while scheduled',
        'hidden',
        'hidden while scheduled',
        'live',
        'scheduled',
        'taken down',
        'taken down draft',
        'taken down while scheduled',
      ],
    ],
  ];

  it.each(viewers)('canSeePost ≡ visiblePostsFor for %s', async (_who, viewerOf, expected) => {
    const viewer = viewerOf();
    const now = new Date();
    const sqlIds = (
      await ownIds()
        .where(visiblePostsFor(viewer?.id ?? null))
        .execute()
    ).map((r) => r.id);

    expect(labels(sqlIds)).toEqual(labels(rows.filter((r) => canSeePost(viewer, r, now)).map((r) => r.id)));
    expect(labels(sqlIds)).toEqual([...expected].sort());
  });

  it.each(['published', 'scheduled', 'draft', 'hidden', 'taken_down', 'in_review'] as PostDisplayStatus[])(
    'displayStatus ≡ displayStatusScope for %s (deleted posts are in no list)',
    async (status) => {
      const now = new Date();
      const sqlIds = (await ownIds().where(displayStatusScope(status)).execute()).map((r) => r.id);
      const tsIds = rows.filter((r) => r.status !== 'deleted' && displayStatus(r, now) === status);

      expect(labels(sqlIds)).toEqual(labels(tsIds.map((r) => r.id)));
      expect(sqlIds.length).toBeGreaterThan(0);
    },
  );

  it('a published post always has its time, so published and scheduled never miss a row', async () => {
    await expect(buildPost(t.db, author.id, { status: 'published', publishedAt: null })).rejects.toThrow();
  });

  it('isPlanOpen ≡ openPlanScope', async () => {
    const sqlIds = (
      await t.db
        .selectFrom('supportPlans')
        .select('supportPlans.id')
        .where('supportPlans.creatorId', '=', author.id)
        .where(openPlanScope)
        .execute()
    ).map((r) => r.id);

    expect(sqlIds).toEqual(plans.filter(isPlanOpen).map((p) => p.id));
    expect(sqlIds).toEqual([plans[0]!.id]);
  });
});
