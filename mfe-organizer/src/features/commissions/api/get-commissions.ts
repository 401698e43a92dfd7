import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { commissionKeys } from './keys';

/** GET /api/organizer/commissions: the organizer's own commissions and the admin UPI id to pay them to. */
export const getCommissions = (client = organizerClient) => dataOf(client.GET('/api/organizer/commissions'));

export const commissionsQueryOptions = () =>
  queryOptions({ queryKey: commissionKeys.list(), queryFn: () => getCommissions() });

export const useCommissions = () => useQuery(commissionsQueryOptions());
