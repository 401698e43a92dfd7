import type { CommissionStatus } from '@chess-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { commissionKeys } from './keys';

export const getCommissions = (status: CommissionStatus) => adminApi.getCommissions(status);

export const commissionsQueryOptions = (status: CommissionStatus) =>
  queryOptions({ queryKey: commissionKeys.byStatus(status), queryFn: () => getCommissions(status) });

export const useCommissions = (status: CommissionStatus) => useQuery(commissionsQueryOptions(status));
