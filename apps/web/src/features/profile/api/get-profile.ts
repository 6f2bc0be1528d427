import { profileEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProfile = (slug: string) => api(profileEndpoints.profile, { slug });

export const profileQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['profile', slug.toLowerCase()], queryFn: () => getProfile(slug) });

/** A user's public profile by slug, with follow counts. */
export const useProfile = (slug: string) => useQuery(profileQueryOptions(slug));
