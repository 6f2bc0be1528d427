import { currentUserSchema, publicUserSchema } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../platform/db/types';
import { maskPhone, presentCurrentUser, presentPublicUser } from './user.presenter';

const row: UserRow = {
  id: 7,
  phone: '13800000001',
  passwordHash: 'scrypt$secret',
  nickname: '蛙蛙画画',
  avatarUrl: null,
  bio: '画画',
  slug: 'frog-draws',
  isCreator: true,
  creatorCategory: 'illustration',
  creatorSince: new Date('2026-01-01T00:00:00Z'),
  isOperator: false,
  supportAnonymous: false,
  supportRankVisible: null,
  dmPolicy: 'everyone',
  ipRegion: null,
  bannedAt: null,
  banReason: null,
  bannedBy: null,
  bannedUntil: null,
  mutedUntil: null,
  muteReason: null,
  mutedBy: null,
  followerCount: 0,
  followingCount: 0,
  closedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('user presenter', () => {
  it('masks phones like 138****0001', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });

  it('presents the current user in the contract shape without secrets', () => {
    const user = presentCurrentUser(row);

    expect(currentUserSchema.strict().parse(user)).toEqual(user);
    expect(user).toMatchObject({ id: '7', phoneMasked: '138****0001', hasPassword: true });
    expect(JSON.stringify(user)).not.toMatch(/13800000001|scrypt/);
  });

  it('presents a public user without any phone', () => {
    const user = presentPublicUser(row);

    expect(publicUserSchema.strict().parse(user)).toEqual(user);
    expect(JSON.stringify(user)).not.toContain('138');
  });
});
