/**
 * The browser's display copy of the signed-in user (SPEC 3 `userInfo`). The session itself is an
 * HTTP-only cookie; this copy only decides the client-side guard and what the top bar shows.
 */
import type { CurrentUser } from '@frog/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasNickname, readRawUserInfo } from './access';
import { api } from './api-client';
import { STORAGE_KEYS, USER_INFO_CHANGE_EVENT } from './storage-keys';

/** What may be stored: whatever a past version wrote; only `nickname` is relied upon. */
export type StoredUserInfo = Partial<CurrentUser>;

function notify() {
  window.dispatchEvent(new Event(USER_INFO_CHANGE_EVENT));
}

function parseUserInfo(raw: string | null): StoredUserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);

    return typeof value === 'object' && value !== null ? (value as StoredUserInfo) : null;
  } catch {
    return null;
  }
}

export function readUserInfo(): StoredUserInfo | null {
  return parseUserInfo(readRawUserInfo());
}

export function writeUserInfo(user: CurrentUser) {
  const raw = JSON.stringify(user);
  if (readRawUserInfo() === raw) return;
  localStorage.setItem(STORAGE_KEYS.userInfo, raw);
  notify();
}

export function clearUserInfo() {
  localStorage.removeItem(STORAGE_KEYS.userInfo);
  notify();
}

/** Signed in = the stored userInfo has a non-empty nickname (SPEC 4). */
export function isSignedIn(): boolean {
  return hasNickname(readRawUserInfo());
}

function subscribe(onChange: () => void) {
  window.addEventListener(USER_INFO_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);

  return () => {
    window.removeEventListener(USER_INFO_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored userInfo, re-rendering when this or another tab changes it. */
export function useStoredUser(): StoredUserInfo | null {
  const raw = useSyncExternalStore(subscribe, readRawUserInfo, () => null);

  return useMemo(() => parseUserInfo(raw), [raw]);
}

export const currentUserQueryKey = ['user', 'current'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    // The contract (and zod with it) loads with the first call: a visitor's first load has neither.
    queryFn: async () => api((await import('@frog/contracts/user')).userEndpoints.current),
  });

/**
 * The signed-in user: the stored copy at once, then the server's answer to /api/user/current, which
 * refreshes the stored copy. Asks only when a copy is stored; a 401 clears it (request.ts).
 */
export function useCurrentUser() {
  const stored = useStoredUser();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: stored !== null });
  const fresh = stored !== null ? query.data : undefined;

  useEffect(() => {
    if (fresh && readRawUserInfo() !== null) writeUserInfo(fresh);
  }, [fresh]);

  const user: StoredUserInfo | null = fresh ?? stored;

  return {
    user,
    isSignedIn: typeof user?.nickname === 'string' && user.nickname.trim() !== '',
    isLoading: stored !== null && query.isPending,
    error: query.error,
  };
}

/** Stores a user the server just answered with, in the query cache and in local storage. */
export function useSaveCurrentUser() {
  const client = useQueryClient();

  return (user: CurrentUser) => {
    client.setQueryData(currentUserQueryKey, user);
    writeUserInfo(user);
  };
}

/** Signs out on the server, then forgets the stored copy (and so every cached answer, see below). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => api((await import('@frog/contracts/auth')).authEndpoints.logout),
    onSettled: () => clearUserInfo(),
  });
}

/** Whose answers the cache holds: the stored user's id, or null for a visitor. */
function viewerOf(raw: string | null): string | null {
  const id = parseUserInfo(raw)?.id;

  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

const isCurrentUserQuery = (queryKey: readonly unknown[]) =>
  queryKey.length === currentUserQueryKey.length &&
  currentUserQueryKey.every((part, i) => queryKey[i] === part);

/**
 * Keeps cached answers to the person they were asked for. When the stored user changes (sign-in,
 * sign-out, a 401 clearing it, another tab), every cached query is reset: the ones on screen ask
 * again at once, the others when next shown, so the page a visitor returns to after signing in
 * shows their unlocked post, comment box and follow state without a reload. The current-user
 * answer that sign-in just stored is kept; on sign-out it goes too. Returns the unsubscribe.
 */
export function resetCacheOnViewerChange(client: QueryClient): () => void {
  let viewer = viewerOf(readRawUserInfo());
  const handleChange = () => {
    const next = viewerOf(readRawUserInfo());
    if (next === viewer) return;
    viewer = next;
    if (next === null) client.removeQueries({ queryKey: currentUserQueryKey, exact: true });
    void client.resetQueries({ predicate: (query) => !isCurrentUserQuery(query.queryKey) });
  };

  return subscribe(handleChange);
}

/**
 * Signs out from a page: leaves for `/` first (an open route), then forgets the session, so the
 * guard never sees a guarded page without a user and sends the visitor to /login instead.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = async () => {
    await navigate(paths.promotion.href());
    await logout.mutateAsync().catch(() => undefined);
  };

  return { signOut, isPending: logout.isPending };
}
