import { Avatar } from 'antd';

const PALETTE = ['#00b96b', '#1677ff', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#2f54eb'];

/** A stable colour per name, so the same creator always gets the same circle. */
export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;

  return PALETTE[hash % PALETTE.length] ?? '#00b96b';
}

type UserAvatarProps = { nickname?: string | null; avatarUrl?: string | null; size?: number };

/** The user's picture, or a coloured circle with the first character of the nickname. */
export function UserAvatar({ nickname, avatarUrl, size = 40 }: UserAvatarProps) {
  const name = nickname?.trim() || '蛙';
  const initial = Array.from(name)[0] ?? '蛙';
  if (avatarUrl) return <Avatar src={avatarUrl} size={size} alt={name} />;

  return (
    <Avatar size={size} style={{ backgroundColor: colorForName(name), fontSize: size * 0.42 }} alt={name}>
      {initial}
    </Avatar>
  );
}
