import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerClient, type OrganizerOperations } from '../../../lib/organizer-client';
import { lichessConnectionKeys } from './keys';

/** The organizer's Lichess connection, through bff-organizer (the edge routes /api/lichess/* there). */
export type LichessConnection = JsonResponse<OrganizerOperations['getLichessConnection']>;

export const getLichessConnection = (client = organizerClient): Promise<LichessConnection> =>
  dataOf(client.GET('/api/lichess/connection'));

export const lichessConnectionQueryOptions = () =>
  queryOptions({ queryKey: lichessConnectionKeys.connection(), queryFn: () => getLichessConnection() });

export const useLichessConnection = (enabled = true) => useQuery({ ...lichessConnectionQueryOptions(), enabled });
