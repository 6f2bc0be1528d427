/**
 * A notice said on leaving a page ("账号已注销", "发布成功"), shown by the site's layout
 * (components/layouts/flash-notice.tsx), which outlives the route. antd's `message` lives in the
 * `<App>` of the page that calls it (components/theme-provider.tsx), so a toast followed by
 * `navigate` vanished with that page, at once on a busy phone.
 */
export type FlashNotice = { id: number; text: string; tone: 'success' | 'info' };

type Listener = () => void;

let current: FlashNotice | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(notice: FlashNotice | null) {
  current = notice;
  for (const listener of listeners) listener();
}

/** Show `text` above whatever page comes next; a newer notice replaces an older one. */
export function flashNotice(text: string, tone: FlashNotice['tone'] = 'success'): void {
  publish({ id: nextId++, text, tone });
}

/** Take the notice `id` away (its time is up), unless a newer one has replaced it. */
export function dismissFlashNotice(id: number): void {
  if (current?.id === id) publish(null);
}

export function currentFlashNotice(): FlashNotice | null {
  return current;
}

export function subscribeFlashNotice(listener: Listener): () => void {
  listeners.add(listener);

  return () => listeners.delete(listener);
}
