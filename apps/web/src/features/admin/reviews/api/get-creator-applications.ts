import { type ApplicationStatus, adminEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const REVIEW_PAGE_SIZE = 10;

export const getCreatorApplications = (status: ApplicationStatus, page: number) =>
  api(adminEndpoints.creatorApplications, { status, page: String(page), pageSize: String(REVIEW_PAGE_SIZE) });

export const creatorApplicationsKey = [...adminKey, 'creator-applications'] as const;

export const creatorApplicationsQueryOptions = (status: ApplicationStatus, page: number) =>
  queryOptions({
    queryKey: [...creatorApplicationsKey, status, page],
    queryFn: () => getCreatorApplications(status, page),
    placeholderData: keepPreviousData,
  });

export const useCreatorApplications = (status: ApplicationStatus, page: number, enabled: boolean) =>
  useQuery({ ...creatorApplicationsQueryOptions(status, page), enabled });
