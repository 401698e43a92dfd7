import type { AdminApi, ApplicationStatus } from '@chess-portal/contracts';
import { dataOf, type JsonResponse, type QueryParams } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { applicationKeys } from './keys';

type Applications = JsonResponse<AdminOperations['listAdminApplications']>;

export const getApplications = (status: ApplicationStatus, client = adminClient): Promise<Applications> =>
  dataOf(client.GET('/api/admin/applications', { params: { query: { status } } }));

export const applicationsQueryOptions = (status: ApplicationStatus) =>
  queryOptions({ queryKey: applicationKeys.byStatus(status), queryFn: () => getApplications(status) });

export const useApplications = (status: ApplicationStatus) => useQuery(applicationsQueryOptions(status));

export type ApplicationSearch = QueryParams<AdminApi.operations['searchAdminApplications']>;

/** GET /api/admin/applications/search: one page of applications, searched (applicant) and filtered on the server. */
export const searchApplications = (query: ApplicationSearch, client = adminClient) =>
  dataOf(client.GET('/api/admin/applications/search', { params: { query } }));

export const applicationSearchQueryOptions = (query: ApplicationSearch) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'search', query] as const,
    queryFn: () => searchApplications(query),
    placeholderData: keepPreviousData,
  });

export const useApplicationSearch = (query: ApplicationSearch) => useQuery(applicationSearchQueryOptions(query));
