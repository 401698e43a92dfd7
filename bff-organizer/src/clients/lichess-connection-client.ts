// bff-organizer → core for the organizer's own Lichess connection (OAuth with PKCE is run by core,
// which owns Lichess; the BFF only carries the browser's redirect). Every call acts for the signed-in user.
import type { components } from '@chess-portal/contracts/generated/lichess-connection';
import { actingAs, unwrap, type CoreApi } from '@chess-portal/service-kit';

type S = components['schemas'];
export type LichessConnection = S['LichessConnection'];
export type LichessOAuthOutcome = S['LichessOAuthOutcome'];
export type LichessOAuthCallback = S['LichessOAuthCallbackRequest'];

export type LichessConnectionCore = {
  getLichessConnection(actingUserId: string): Promise<LichessConnection>;
  disconnectLichess(actingUserId: string): Promise<LichessConnection>;
  startLichessOAuth(actingUserId: string, redirectUri: string): Promise<{ authorizeUrl: string }>;
  finishLichessOAuth(actingUserId: string, body: LichessOAuthCallback): Promise<LichessOAuthOutcome>;
};

export function lichessConnectionCalls(api: CoreApi): LichessConnectionCore {
  const as = (user: string) => ({ params: actingAs(user) });
  return {
    getLichessConnection: (user) => unwrap(api.GET('/lichess/connection', as(user))),
    disconnectLichess: (user) => unwrap(api.DELETE('/lichess/connection', as(user))),
    startLichessOAuth: (user, redirectUri) =>
      unwrap(api.POST('/lichess/oauth/start', { ...as(user), body: { redirectUri } })),
    finishLichessOAuth: (user, body) => unwrap(api.POST('/lichess/oauth/callback', { ...as(user), body })),
  };
}
