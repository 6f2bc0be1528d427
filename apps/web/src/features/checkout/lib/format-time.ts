const pad = (value: number) => String(value).padStart(2, '0');

/** "2025-01-31 08:05:09" in the buyer's local time. */
export function formatDateTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
