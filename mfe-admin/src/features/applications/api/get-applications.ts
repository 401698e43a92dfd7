import type { ApplicationStatus } from '@chess-portal/contracts';
import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { applicationKeys } from './keys';

type Applications = JsonResponse<AdminOperations['listAdminApplications']>;

export const getApplications = (status: ApplicationStatus, client = adminClient): Promise<Applications> =>
  dataOf(client.GET('/api/admin/applications', { params: { query: { status } } }));

export const applicationsQueryOptions = (status: ApplicationStatus) =>
  queryOptions({ queryKey: applicationKeys.byStatus(status), queryFn: () => getApplications(status) });

export const useApplications = (status: ApplicationStatus) => useQuery(applicationsQueryOptions(status));
