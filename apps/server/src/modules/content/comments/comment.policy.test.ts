import { describe, expect, it } from 'vitest';
import { COMMENT_BAN_REFUSAL } from '@frog/contracts';
import {
  canBanCommenter,
  canComment,
  canDeleteComment,
  canHideComment,
  canReplyToComment,
  canReportComment,
  canSeeComment,
  commentRefusal,
  policyLetsComment,
} from './comment.policy';

const live = { authorId: 1, deletedAt: null, heldAt: null, authorOnly: false };
const gone = { authorId: 1, deletedAt: new Date(), heldAt: null, authorOnly: false };
const held = { authorId: 1, deletedAt: null, heldAt: new Date(), authorOnly: false };
/** It held a word of the post's creator's own list. */
const authorOnly = { authorId: 1, deletedAt: null, heldAt: null, authorOnly: true };
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

  it('keeps a comment with the creator’s word to its author: no replies, no reports', () => {
    expect(canSeeComment(user(1), authorOnly)).toBe(true);
    expect(canSeeComment(user(5), authorOnly)).toBe(false);
    expect(canSeeComment(null, authorOnly)).toBe(false);
    expect(canReplyToComment(user(1), authorOnly)).toBe(false);
    expect(canReportComment(user(5), authorOnly)).toBe(false);
    expect(canReportComment(user(5), live)).toBe(true);
  });

  it('refuses a banned viewer on every policy, with the ban’s words, but never the post’s author', () => {
    const none = { banned: false, follows: false, supports: false };
    const banned = { ...none, banned: true, follows: true };
    const post = (commentPolicy: 'open' | 'followers' | 'supporters' | 'closed') => ({
      authorId: 9,
      commentPolicy,
    });
    expect(commentRefusal(user(5), post('open'), none)).toBeNull();
    expect(commentRefusal(user(5), post('open'), banned)).toBe(COMMENT_BAN_REFUSAL);
    expect(commentRefusal(user(5), post('followers'), banned)).toBe(COMMENT_BAN_REFUSAL);
    expect(commentRefusal(user(5), post('closed'), banned)).toBe(COMMENT_BAN_REFUSAL);
    expect(commentRefusal(user(5), post('followers'), none)).toBe('作者设置了仅关注者可以评论');
    expect(commentRefusal(user(9), post('open'), banned)).toBeNull();
    expect(commentRefusal(null, post('closed'), none)).toBeNull();
    expect(policyLetsComment(null, post('open'), none)).toBe(false);
    expect(policyLetsComment(user(5), post('open'), banned)).toBe(false);
  });

  it('lets the post’s creator ban others’ live comments’ writers, nobody else', () => {
    expect(canBanCommenter(user(9), live, 9)).toBe(true);
    expect(canBanCommenter(user(1), live, 1)).toBe(false);
    expect(canBanCommenter(user(5), live, 9)).toBe(false);
    expect(canBanCommenter(user(7, true), live, 9)).toBe(false);
    expect(canBanCommenter(user(9), gone, 9)).toBe(false);
    expect(canBanCommenter(null, live, 9)).toBe(false);
  });

  it('lets the post’s creator hide others’ comments listed for everyone, nobody else', () => {
    expect(canHideComment(user(9), live, 9)).toBe(true);
    expect(canHideComment(user(1), live, 1)).toBe(false);
    expect(canHideComment(user(5), live, 9)).toBe(false);
    expect(canHideComment(user(7, true), live, 9)).toBe(false);
    for (const comment of [gone, held, authorOnly]) expect(canHideComment(user(9), comment, 9)).toBe(false);
    expect(canHideComment(null, live, 9)).toBe(false);
  });
});
