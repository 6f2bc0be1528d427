import type { UserProfile } from '@frog/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { ProfileHeader } from './profile-header';

const profile: UserProfile = {
  id: 7,
  nickname: '画画的蛙',
  avatarUrl: null,
  bio: '每周更新',
  slug: 'frog-draws',
  isCreator: true,
  followerCount: 2,
  followingCount: 1,
  isFollowing: false,
  isSelf: false,
  ipRegion: '浙江',
  abilities: { follow: true, editProfile: false, report: true },
  banned: false,
  takesPayments: true,
};

describe('ProfileHeader', () => {
  it('shows the IP属地 beside the follow counts (《互联网用户账号信息管理规定》 art. 12)', () => {
    renderInApp(<ProfileHeader profile={profile} />);

    expect(screen.getByText('IP属地：浙江')).toBeTruthy();
  });

  it('says 未知 when the server could not place the user', () => {
    renderInApp(<ProfileHeader profile={{ ...profile, ipRegion: '未知' }} />);

    expect(screen.getByText('IP属地：未知')).toBeTruthy();
  });
});
