import { creatorCategoryText, type ExploreCreator } from '@frog/contracts';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';

/** A creator on 发现: picture, name, category and a line of bio; `note` says why they are here. */
export function CreatorTile({ creator, note }: { creator: ExploreCreator; note?: string }) {
  return (
    <li className="creator-tile">
      <Link to={paths.user.href(creator.slug)} className="creator-tile__link">
        <UserAvatar nickname={creator.nickname} avatarUrl={creator.avatarUrl} size={56} />
        <strong className="creator-tile__name">{creator.nickname}</strong>
        <span className="creator-tile__category">{creatorCategoryText[creator.category]}</span>
        <small className="creator-tile__bio">{creator.bio || '这位创作者还没有写简介'}</small>
        <small className="creator-tile__note">{note ?? `${creator.followerCount} 粉丝`}</small>
      </Link>
    </li>
  );
}

/** A row of creator tiles, or `empty` when there are none. */
export function CreatorTiles<C extends ExploreCreator>({
  creators,
  label,
  empty,
  noteOf,
}: {
  creators: C[];
  label: string;
  empty: string;
  noteOf?: (creator: C) => string | undefined;
}) {
  if (creators.length === 0) return <p className="explore-empty">{empty}</p>;

  return (
    <ul className="creator-tiles" aria-label={label}>
      {creators.map((creator) => (
        <CreatorTile key={creator.id} creator={creator} note={noteOf?.(creator)} />
      ))}
    </ul>
  );
}
