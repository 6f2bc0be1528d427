import '@/styles/plain-controls.css';

/** Dark enough for the white initial (at least 4.5:1); the first is the text green of the brand. */
const PALETTE = ['#007f4f', '#0958d9', '#ad4e00', '#c41d7f', '#531dab', '#006d75', '#cf1322', '#1d39c4'];

/** A stable colour per name, so the same creator always gets the same circle. */
export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;

  return PALETTE[hash % PALETTE.length] ?? '#007f4f';
}

type UserAvatarProps = { nickname?: string | null; avatarUrl?: string | null; size?: number };

/**
 * The user's picture, or a coloured circle with the first character of the nickname. Plain markup
 * (no Ant Design): the server renders the same for a post's author (apps/server/src/web/post-page.ts).
 */
export function UserAvatar({ nickname, avatarUrl, size = 40 }: UserAvatarProps) {
  const name = nickname?.trim() || '蛙';
  const initial = Array.from(name)[0] ?? '蛙';
  const box = { width: size, height: size };
  if (avatarUrl) {
    return (
      <span className="frog-avatar" style={box}>
        <img src={avatarUrl} alt={name} />
      </span>
    );
  }

  return (
    <span
      className="frog-avatar"
      style={{ ...box, backgroundColor: colorForName(name), fontSize: Math.round(size * 0.42) }}
    >
      {initial}
    </span>
  );
}
