import { describe, expect, it } from 'vitest';
import { canComment, canDeleteComment, canReplyToComment, canSeeComment } from './comment.policy';

const live = { authorId: 1, deletedAt: null, heldAt: null };
const gone = { authorId: 1, deletedAt: new Date(), heldAt: null };
const held = { authorId: 1, deletedAt: null, heldAt: new Date() };
const user = (id: number, isOperator = false, nickname = '小绿') => ({ id, isOperator, nickname });

describe('comment policy', () => {
  it('lets signed-in viewers comment and reply to live comments only', () => {
    expect(canComment(null)).toBe(false);
    expect(canComment(user(5))).toBe(true);
    // An SMS sign-up that has not chosen a nickname yet.
    expect(canComment(user(6, false, ''))).toBe(false);
    expect(canReplyToComment(null, live)).toBe(false);
    expect(canReplyToComment(user(5), live)).toBe(true);
    expect(canReplyToComment(user(5), gone)).toBe(false);
    expect(canReplyToComment(user(1), held)).toBe(false);
  });

  it('shows a comment waiting for review to its author alone', () => {
    expect(canSeeComment(user(1), held)).toBe(true);
    expect(canSeeComment(user(5), held)).toBe(false);
    expect(canSeeComment(user(9, true), held)).toBe(false);
    expect(canSeeComment(null, held)).toBe(false);
    expect(canSeeComment(null, live)).toBe(true);
  });

  it('lets the author, the post creator and operators delete; nobody else', () => {
    expect(canDeleteComment(user(1), live, 9)).toBe(true);
    expect(canDeleteComment(user(9), live, 9)).toBe(true);
    expect(canDeleteComment(user(7, true), live, 9)).toBe(true);
    expect(canDeleteComment(user(7), live, 9)).toBe(false);
    expect(canDeleteComment(null, live, 9)).toBe(false);
    expect(canDeleteComment(user(1), gone, 9)).toBe(false);
  });
});
