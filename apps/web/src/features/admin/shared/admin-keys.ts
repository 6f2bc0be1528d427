import type { QueryClient } from '@tanstack/react-query';

/** Every query of the operator console lives under this key. */
export const adminKey = ['admin'] as const;

/**
 * After any operator action: every console list, detail and queue count is marked stale, so the
 * badges and the open tab show the new state (only the queries on screen refetch at once).
 */
export const invalidateAdmin = (client: QueryClient) => client.invalidateQueries({ queryKey: adminKey });
