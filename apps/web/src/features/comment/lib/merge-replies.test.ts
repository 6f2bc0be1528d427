import type { Comment } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { hiddenReplyCount, mergeReplies } from './merge-replies';

const reply = (id: number, minute: number): Comment => ({
  id: String(id),
  postId: '1',
  rootId: '100',
  author: { id: '7', nickname: '小蛙', avatarUrl: null, slug: 'frog' },
  replyToUser: null,
  content: `回复${id}`,
  isDeleted: false,
  isHeld: false,
  ipRegion: '广东',
  createdAt: `2026-11-21T07:${String(minute).padStart(2, '0')}:00.000Z`,
  abilities: { reply: true, delete: false, report: true, ban: false, hide: false },
});

describe('mergeReplies', () => {
  it('keeps each reply once, oldest first, when loaded pages overlap the preview', () => {
    const preview = [reply(1, 1), reply(2, 2), reply(3, 3)];
    const pages = [
      [reply(1, 1), reply(2, 2)],
      [reply(3, 3), reply(4, 4)],
    ];

    expect(mergeReplies(preview, pages).map((r) => r.id)).toEqual(['1', '2', '3', '4']);
  });

  it('orders replies written in the same second by id', () => {
    expect(mergeReplies([reply(12, 5), reply(9, 5)]).map((r) => r.id)).toEqual(['9', '12']);
  });

  it('takes the fresher copy of a reply from a later page (e.g. after a delete)', () => {
    const fresh = { ...reply(2, 2), content: '改过' };

    expect(mergeReplies([reply(2, 2)], [[fresh]])[0]!.content).toBe('改过');
  });
});

describe('hiddenReplyCount', () => {
  it('never goes below zero', () => {
    expect(hiddenReplyCount(5, 3)).toBe(2);
    expect(hiddenReplyCount(2, 3)).toBe(0);
  });
});
