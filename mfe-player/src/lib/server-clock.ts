// Countdowns run on the server's clock (core decides the join and unlock windows with it): the
// offset between the browser's clock and GET /api/time is measured, then time ticks locally.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { playerApi } from './api-client';

export const serverTimeKeys = { offset: () => ['/api/time'] as const };

/** Server time minus browser time, in ms, measured at the midpoint of the request. */
export async function measureOffset(): Promise<number> {
  const sent = Date.now();
  const { now } = await playerApi.getServerTime();
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

/** The server's clock, re-rendered every `tickMs` (SPEC §9: countdowns tick each second). */
export function useServerClock(tickMs = 1000): ServerClock {
  const { data: offset, isError } = useQuery(serverOffsetQueryOptions());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return { now: now + (offset ?? 0), synced: offset !== undefined || isError };
}
