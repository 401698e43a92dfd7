import type { ApplicationStatus } from '@chess-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { applicationKeys } from './keys';

export const getApplications = (status: ApplicationStatus) => adminApi.getApplications(status);

export const applicationsQueryOptions = (status: ApplicationStatus) =>
  queryOptions({ queryKey: applicationKeys.byStatus(status), queryFn: () => getApplications(status) });

export const useApplications = (status: ApplicationStatus) => useQuery(applicationsQueryOptions(status));
