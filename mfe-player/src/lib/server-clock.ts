// Countdowns run on the server's clock (core decides the join and unlock windows with it): the
// offset between the browser's clock and GET /api/time is measured, then time ticks locally.
import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { playerClient, type PlayerOperations } from './api-client';

export const serverTimeKeys = { offset: () => ['/api/time'] as const };

export const getServerTime = (client = playerClient): Promise<JsonResponse<PlayerOperations['getServerTime']>> =>
  dataOf(client.GET('/api/time'));

/** Server time minus browser time, in ms, measured at the midpoint of the request. */
export async function measureOffset(): Promise<number> {
  const sent = Date.now();
  const { now } = await getServerTime();
  return Date.parse(now) - (sent + Date.now()) / 2;
}

export const serverOffsetQueryOptions = () =>
  queryOptions({ queryKey: serverTimeKeys.offset(), queryFn: measureOffset, refetchInterval: 30_000 });

export type ServerClock = {
  /** the server's "now" in ms (the browser's clock until the offset is known) */
  now: number;
  /** false until the offset is measured (or could not be: then the browser's clock is used) */
  synced: boolean;
};

/** The server's clock, re-rendered every `tickMs` (product.md §9: countdowns tick each second). */
export function useServerClock(tickMs = 1000): ServerClock {
  const { data: offset, isError, dataUpdatedAt } = useQuery(serverOffsetQueryOptions());
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  // the offset can land between two ticks: count from then, not from the tick before it
  const now = Math.max(tick, dataUpdatedAt);
  return { now: now + (offset ?? 0), synced: offset !== undefined || isError };
}
