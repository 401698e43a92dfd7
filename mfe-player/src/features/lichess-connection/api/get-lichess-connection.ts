import { queryOptions, useQuery } from '@tanstack/react-query';
import { lichessConnectionApi, type LichessConnection } from './lichess-connection-api';
import { lichessConnectionKeys } from './keys';

export const getLichessConnection = (): Promise<LichessConnection> => lichessConnectionApi.get();

export const lichessConnectionQueryOptions = () =>
  queryOptions({ queryKey: lichessConnectionKeys.connection(), queryFn: getLichessConnection });

export const useLichessConnection = (enabled = true) => useQuery({ ...lichessConnectionQueryOptions(), enabled });
