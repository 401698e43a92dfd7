import { dataOf } from '@chess-portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { adminClient } from '../../../lib/api-client';

/** Per organizer, the prizes and refunds still owed to players (product.md §10); the key is its path. */
export const outstandingPayoutsKey = ['/api/admin/payouts/outstanding'] as const;

export const getOutstandingPayouts = (client = adminClient) => dataOf(client.GET('/api/admin/payouts/outstanding'));

export const useOutstandingPayouts = () =>
  useQuery({ queryKey: outstandingPayoutsKey, queryFn: () => getOutstandingPayouts() });
