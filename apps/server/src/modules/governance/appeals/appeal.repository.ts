import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';

// Appeals of takedowns. The takedown an appeal names is copied from the post in SQL and matched in
// SQL: a timestamp read into JavaScript loses its microseconds and would never match again.

const ownAppealColumns = ['a.status', 'a.text', 'a.outcome', 'a.createdAt'] as const;

/** The appeal of the takedown in force on the author's post, if they made one. */
export function findAppealOfTakedown(db: Db, postId: number, authorId: number) {
  return db
    .selectFrom('takedownAppeals as a')
    .innerJoin('posts as p', (join) =>
      join.onRef('p.id', '=', 'a.postId').onRef('p.takenDownAt', '=', 'a.takenDownAt'),
    )
    .select(ownAppealColumns)
    .where('a.postId', '=', postId)
    .where('a.authorId', '=', authorId)
    .executeTakeFirst();
}

export type OwnAppealRow = NonNullable<Awaited<ReturnType<typeof findAppealOfTakedown>>>;

/**
 * Appeals the takedown in force on the author's post; answers undefined when the post is not theirs
 * or not taken down, or when this takedown was appealed already (unique post and takedown).
 */
export async function insertAppeal(
  db: Db,
  appeal: { postId: number; authorId: number; text: string },
): Promise<OwnAppealRow | undefined> {
  const row = await db
    .insertInto('takedownAppeals')
    .columns(['postId', 'authorId', 'takenDownAt', 'text'])
    .expression((eb) =>
      eb
        .selectFrom('posts')
        .select([
          'posts.id',
          'posts.authorId',
          sql<Date>`posts.taken_down_at`.as('takenDownAt'),
          sql<string>`${appeal.text}`.as('text'),
        ])
        .where('posts.id', '=', appeal.postId)
        .where('posts.authorId', '=', appeal.authorId)
        .where('posts.takenDownAt', 'is not', null),
    )
    .onConflict((oc) => oc.columns(['postId', 'takenDownAt']).doNothing())
    .returning(['status', 'text', 'outcome', 'createdAt'])
    .executeTakeFirst();

  return row;
}

const openAppeals = (db: Db) =>
  db
    .selectFrom('takedownAppeals as a')
    .innerJoin('posts as p', 'p.id', 'a.postId')
    .innerJoin('users as u', 'u.id', 'a.authorId')
    .leftJoin('users as t', 't.id', 'p.takenDownBy')
    .where('a.status', '=', 'open');

/** Open appeals, who has waited longest first (takedown_appeals_open_idx). */
export function listOpenAppeals(db: Db, page: { page: number; pageSize: number }) {
  return readCountedPage(
    openAppeals(db)
      .select([
        'a.id',
        'a.text',
        'a.createdAt',
        'p.id as postId',
        'p.title as postTitle',
        'p.takedownReason',
        'p.takenDownAt',
        'p.takenDownBy',
        't.nickname as takenDownByNickname',
        'u.id as authorId',
        'u.nickname as authorNickname',
        'u.slug as authorSlug',
        'u.phone as authorPhone',
      ])
      .orderBy('a.createdAt')
      .orderBy('a.id'),
    db.selectFrom('takedownAppeals as a').where('a.status', '=', 'open'),
    page,
  );
}

export type OpenAppealRow = Awaited<ReturnType<typeof listOpenAppeals>>['rows'][number];

/** The open appeal, locked for handling, with its post's author and title. */
export function lockOpenAppeal(db: Db, id: number) {
  return db
    .selectFrom('takedownAppeals as a')
    .innerJoin('posts as p', 'p.id', 'a.postId')
    .select(['a.id', 'a.postId', 'a.authorId', 'p.title'])
    .where('a.id', '=', id)
    .where('a.status', '=', 'open')
    .forUpdate('a')
    .executeTakeFirst();
}

/** Closes an appeal with the outcome its author is told. */
export async function closeAppeal(
  db: Db,
  id: number,
  close: { status: 'upheld' | 'rejected'; outcome: string; operatorId: number },
): Promise<void> {
  await db
    .updateTable('takedownAppeals')
    .set({ status: close.status, outcome: close.outcome, handledBy: close.operatorId, handledAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether the appeal still names the takedown in force (a post restored meanwhile: it does not). */
export async function appealsTakedownInForce(db: Db, appealId: number): Promise<boolean> {
  const row = await db
    .selectFrom('takedownAppeals as a')
    .innerJoin('posts as p', (join) =>
      join.onRef('p.id', '=', 'a.postId').onRef('p.takenDownAt', '=', 'a.takenDownAt'),
    )
    .select('a.id')
    .where('a.id', '=', appealId)
    .executeTakeFirst();

  return row !== undefined;
}
