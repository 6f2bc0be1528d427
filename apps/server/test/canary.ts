import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PostRow } from '../src/platform/db/types';
import type { Db } from '../src/platform/db/db';
import { buildPost } from './factories';
import { storedRow } from './stored-row';

// Paywall canaries: a paid post whose body holds a string no answer may carry.

/** A unique canary string. */
export const newCanary = () => `CANARY-${randomUUID()}`;

/** A paid post (¥9.90, a public summary) of `creatorId` whose body is the canary. */
export const buildCanaryPost = (
  db: Db,
  creatorId: number,
  canary: string,
  overrides: Partial<PostRow> = {},
) =>
  buildPost(db, creatorId, {
    visibility: 'paid',
    priceFen: 990,
    summary: '公开的摘要',
    bodyHtml: `<p>${canary}</p>`,
    ...overrides,
  });

/** The canary really is stored in the post's body: the guard, not an empty post, kept it out of every answer. */
export async function expectCanaryStored(db: Db, postId: number, canary: string) {
  const stored = await storedRow(db, 'posts', 'id', postId);
  expect(stored.bodyHtml).toContain(canary);
}
