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

/** The server's "now" in ms, re-rendered every `tickMs` (SPEC §9: countdowns tick each second). */
export function useServerNow(tickMs = 1000): number {
  const { data: offset = 0 } = useQuery(serverOffsetQueryOptions());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now + offset;
}
