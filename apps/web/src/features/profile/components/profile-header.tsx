import type { UserProfile } from '@frog/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';

/** Avatar, nickname, bio, follow counts, IP属地 and the follow button (given by the page). */
export function ProfileHeader({ profile, followSlot }: { profile: UserProfile; followSlot?: ReactNode }) {
  return (
    <header className="profile-header">
      <UserAvatar nickname={profile.nickname} avatarUrl={profile.avatarUrl} size={88} />
      <div className="profile-header__info">
        <h1 className="profile-header__name">
          {profile.nickname}
          {profile.isCreator && <span className="profile-header__badge">创作者</span>}
        </h1>
        {!profile.banned && <p className="profile-header__bio">{profile.bio || '这位用户还没有写简介。'}</p>}
        <div className="profile-header__counts">
          <span>
            <strong>{profile.followerCount}</strong> 粉丝
          </span>
          <span>
            <strong>{profile.followingCount}</strong> 关注
          </span>
          <span className="profile-header__region">IP属地：{profile.ipRegion}</span>
        </div>
      </div>
      <div className="profile-header__actions">
        {profile.abilities.editProfile ? (
          <Link to={paths.userSettings.href()}>
            <Button>编辑资料</Button>
          </Link>
        ) : (
          followSlot
        )}
      </div>
    </header>
  );
}
