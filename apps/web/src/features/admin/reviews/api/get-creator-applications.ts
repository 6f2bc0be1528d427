import { type ApplicationStatus, adminEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const REVIEW_PAGE_SIZE = 10;

export const creatorApplicationsKey = [...adminKey, 'creator-applications'] as const;

export const creatorApplicationsQueryOptions = (status: ApplicationStatus, page: number) =>
  numberedPageOptions([...creatorApplicationsKey, status], { page, pageSize: REVIEW_PAGE_SIZE }, (paging) =>
    api(adminEndpoints.creatorApplications, { status, ...paging }),
  );

export const useCreatorApplications = (status: ApplicationStatus, page: number, enabled: boolean) =>
  useQuery({ ...creatorApplicationsQueryOptions(status, page), enabled });
