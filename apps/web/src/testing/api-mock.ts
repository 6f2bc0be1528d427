import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * For tests that answer the API themselves: '@/lib/api-client' as it is, but for `api`, which calls
 * `apiMock(path, params)`. A test file imports `apiMock` and replaces the module with
 * `vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()))`.
 */
export const apiMock = vi.fn();

export const mockedApiClient = async () => ({
  ...(await vi.importActual<typeof import('@/lib/api-client')>('@/lib/api-client')),
  api: (endpoint: { path: string }, params: unknown) => apiMock(endpoint.path, params),
  /** An upload reaches the same mock, with the file as its params. */
  uploadFile: (endpoint: { path: string }, file: File) => apiMock(endpoint.path, file),
});

/** Waits until the component has called `path` with exactly these params (what the screen sent). */
export const expectSent = (path: string, params: unknown) =>
  waitFor(() => expect(apiMock).toHaveBeenCalledWith(path, params));
