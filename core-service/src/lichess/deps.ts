// core's Lichess client as a use case reaches it: the deps it needs, and a 503 when this server has none.
import { serviceUnavailable } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../service-deps';
import type { Lichess } from './client';

export const LICHESS_NOT_CONFIGURED = 'Lichess is not configured on this server';

/** ServiceDeps; without config (a Pact state) an organizer's own token is never used, only the platform's. */
export type LichessDeps = Pick<ServiceDeps, 'db' | 'clock'> &
  Partial<Pick<ServiceDeps, 'lichess' | 'logger' | 'config' | 'nudgeOutbox'>>;

export function lichessOf(deps: LichessDeps): Lichess {
  if (!deps.lichess) throw serviceUnavailable(LICHESS_NOT_CONFIGURED);
  return deps.lichess;
}
