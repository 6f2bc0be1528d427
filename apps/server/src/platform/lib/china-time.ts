/**
 * Times the server writes for people to read (refusal messages, CSV exports), in the web app's one
 * format (apps/web/src/utils/format-time.ts): `2026-11-21 15:08`, `2026-11-21 15:08:09` with
 * seconds, China time (UTC+8, no daylight saving since 1991) whatever the server's zone.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `2026-11-21 15:08`, or `2026-11-21 15:08:09` with `{ seconds: true }`. */
export function formatChinaTime(at: Date, options: { seconds?: boolean } = {}): string {
  const text = new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().replace('T', ' ');

  return text.slice(0, options.seconds ? 19 : 16);
}
