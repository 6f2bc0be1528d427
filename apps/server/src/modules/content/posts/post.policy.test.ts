import { describe, expect, it } from 'vitest';
import type { PostRow } from '../../../platform/db/types';
import {
  canSeePost,
  canViewFullPost,
  displayStatus,
  type PostAbilityFacts,
  postAbilities,
} from './post.policy';

const now = new Date('2026-11-21T12:00:00Z');
const past = new Date('2026-11-20T12:00:00Z');
const future = new Date('2026-11-22T12:00:00Z');
const post = (over: Partial<PostRow> = {}) =>
  ({
    authorId: 1,
    visibility: 'paid',
    status: 'published',
    publishedAt: past,
    takenDownAt: null,
    heldAt: null,
    commentPolicy: 'open',
    ...over,
  }) as PostRow;
const abilities = (
  viewer: Parameters<typeof postAbilities>[0],
  of: PostRow,
  canRead: boolean,
  relation?: PostAbilityFacts['relation'],
  authorTakesPayments = true,
) => postAbilities(viewer, of, { canRead, authorTakesPayments, now, relation });
const none = { hasUnlock: false, hasActivePlan: false };
const author = { id: 1, isOperator: false, nickname: '蛙蛙画画' };
const other = { id: 2, isOperator: false, nickname: '小绿' };

describe('post policy', () => {
  it('the author reads everything, anonymous only free posts', () => {
    expect(canViewFullPost(author, post(), none)).toBe(true);
    expect(canViewFullPost(null, post(), none)).toBe(false);
    expect(canViewFullPost(null, post({ visibility: 'free' }), none)).toBe(true);
    expect(canViewFullPost(null, post(), { hasUnlock: true, hasActivePlan: true })).toBe(false);
  });

  it('paid needs an unlock, plan needs a plan, plan_or_paid either', () => {
    const unlock = { hasUnlock: true, hasActivePlan: false };
    const plan = { hasUnlock: false, hasActivePlan: true };
    expect(canViewFullPost(other, post(), none)).toBe(false);
    expect(canViewFullPost(other, post(), unlock)).toBe(true);
    expect(canViewFullPost(other, post(), plan)).toBe(false);
    expect(canViewFullPost(other, post({ visibility: 'plan' }), unlock)).toBe(false);
    expect(canViewFullPost(other, post({ visibility: 'plan' }), plan)).toBe(true);
    expect(canViewFullPost(other, post({ visibility: 'plan_or_paid' }), unlock)).toBe(true);
    expect(canViewFullPost(other, post({ visibility: 'plan_or_paid' }), plan)).toBe(true);
    expect(canViewFullPost(other, post({ visibility: 'plan_or_paid' }), none)).toBe(false);
  });

  it('drafts, hidden, deleted and scheduled posts are only the author’s', () => {
    for (const p of [post({ status: 'draft' }), post({ status: 'hidden' }), post({ publishedAt: future })]) {
      expect(canSeePost(other, p, now)).toBe(false);
      expect(canSeePost(null, p, now)).toBe(false);
      expect(canSeePost(author, p, now)).toBe(true);
    }
    expect(canSeePost(author, post({ status: 'deleted' }), now)).toBe(false);
    const takenDown = post({ takenDownAt: past });
    expect([canSeePost(other, takenDown, now), canSeePost(null, takenDown, now)]).toEqual([false, false]);
    expect(canSeePost(author, takenDown, now)).toBe(true); // and is told why
    expect(canSeePost(null, post(), now)).toBe(true);
  });

  it('abilities: unlock only for a locked sellable post, edit only for the author', () => {
    expect(abilities(other, post(), false)).toEqual({
      edit: false,
      delete: false,
      unlock: true,
      tip: true,
      comment: true,
      report: true,
      gift: false,
    });
    expect(abilities(null, post(), false).report).toBe(false);
    expect(abilities(author, post(), true).report).toBe(false);
    expect(abilities(other, post({ visibility: 'plan' }), false).unlock).toBe(false);
    expect(abilities(other, post(), true).unlock).toBe(false);
    expect(abilities(null, post(), false).comment).toBe(false);
    // Commenting needs a nickname (comment.policy.ts): a nameless account is not offered the box.
    expect(abilities({ ...other, nickname: '' }, post(), false).comment).toBe(false);
    expect(abilities(author, post(), true)).toMatchObject({ edit: true, delete: true, tip: false });
    // Split mode, author without a Huifu account: nothing to pay with, the rest unchanged.
    expect(abilities(other, post(), false, undefined, false)).toMatchObject({
      unlock: false,
      tip: false,
      comment: true,
      report: true,
    });
  });

  it('comments follow the creator’s setting: followers, plan members, nobody', () => {
    const follows = { banned: false, follows: true, supports: false };
    const supports = { banned: false, follows: false, supports: true };
    const stranger = { banned: false, follows: false, supports: false };
    const forFollowers = post({ commentPolicy: 'followers' });
    expect(abilities(other, forFollowers, true, stranger).comment).toBe(false);
    expect(abilities(other, forFollowers, true, follows).comment).toBe(true);
    expect(abilities(author, forFollowers, true, stranger).comment).toBe(true);
    const forMembers = post({ commentPolicy: 'supporters' });
    expect(abilities(other, forMembers, true, follows).comment).toBe(false);
    expect(abilities(other, forMembers, true, supports).comment).toBe(true);
    const closed = post({ commentPolicy: 'closed' });
    expect(abilities(author, closed, true, stranger).comment).toBe(false);
    const everything = { banned: false, follows: true, supports: true };
    expect(abilities(other, closed, true, everything).comment).toBe(false);
    // 禁止TA评论: a user the creator banned may not comment on any of their posts.
    const banned = { ...everything, banned: true };
    expect(abilities(other, post(), true, banned).comment).toBe(false);
    expect(abilities(author, post(), true, banned).comment).toBe(true);
  });

  it('a published post in the future shows as scheduled', () => {
    expect(displayStatus(post({ publishedAt: future }), now)).toBe('scheduled');
    expect(displayStatus(post(), now)).toBe('published');
    expect(displayStatus(post({ status: 'hidden' }), now)).toBe('hidden');
    expect(displayStatus(post({ status: 'draft', publishedAt: null }), now)).toBe('draft');
  });

  it('a published post a review word holds is 待审核 and its author’s alone; a takedown comes first', () => {
    const held = post({ heldAt: past });
    expect(displayStatus(held, now)).toBe('in_review');
    expect([canSeePost(other, held, now), canSeePost(null, held, now)]).toEqual([false, false]);
    expect(canSeePost(author, held, now)).toBe(true);
    expect(abilities(other, held, false)).toMatchObject({
      unlock: false,
      tip: false,
      comment: false,
    });
    expect(displayStatus(post({ heldAt: past, takenDownAt: now }), now)).toBe('taken_down');
  });

  it('a taken-down post shows as taken_down whatever its author’s status', () => {
    for (const status of ['published', 'hidden', 'draft'] as const) {
      expect(displayStatus(post({ status, takenDownAt: now }), now)).toBe('taken_down');
    }
  });
});
