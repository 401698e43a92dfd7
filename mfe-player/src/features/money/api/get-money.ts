import { dataOf } from '@chess-portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { playerClient } from '../../../lib/api-client';

/** The player's refunds and prizes (product.md §10); its query key is its path. */
export const moneyKeys = { mine: () => ['/api/me/money'] as const };

export const getMoney = (client = playerClient) => dataOf(client.GET('/api/me/money'));

/** Re-read every 30 s while open: an organizer may record a UTR meanwhile. */
export const useMyMoney = () =>
  useQuery({ queryKey: moneyKeys.mine(), queryFn: () => getMoney(), refetchInterval: 30_000 });
