// The organizer's Lichess connection. Core runs the OAuth (PKCE) and owns the token; the BFF answers
// the consent page's address and brings the browser back from Lichess to the profile page with a flag:
// /me?lichess=connected | cancelled | expired | refused | rate-limited | unavailable | error.
import { HttpError, userOf, type BffContext, type Logger } from '@chess-portal/service-kit';
import type { LichessConnectionCore, LichessOAuthCallback } from '../../clients/lichess-connection-client';

export const CALLBACK_PATH = '/api/lichess/oauth/callback';
export const PROFILE_PATH = '/me';

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v) || undefined;

/** What Lichess put on the redirect URL, as core's callback body. */
function callbackBody(query: BffContext['query']): LichessOAuthCallback | undefined {
  const state = one(query.state);
  if (!state) return undefined;
  const fields = {
    state,
    code: one(query.code),
    error: one(query.error),
    errorDescription: one(query.error_description),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as LichessOAuthCallback;
}

export function lichessConnectionHandlers(core: LichessConnectionCore, publicUrl: string, logger?: Logger) {
  const backToProfile = (ctx: BffContext, outcome: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${PROFILE_PATH}?lichess=${encodeURIComponent(outcome)}`);
  };
  return {
    async get(ctx: BffContext) {
      ctx.body = await core.getLichessConnection(userOf(ctx).id);
    },
    async remove(ctx: BffContext) {
      ctx.body = await core.disconnectLichess(userOf(ctx).id);
    },
    async start(ctx: BffContext) {
      ctx.body = await core.startLichessOAuth(userOf(ctx).id, `${publicUrl}${CALLBACK_PATH}`);
    },
    /** Lichess sends the browser here (a top-level GET, so the Lax session cookie comes along). */
    async callback(ctx: BffContext) {
      const user = ctx.state.user;
      if (!user) return ctx.redirect('/login');
      if (user.role !== 'organizer' && user.role !== 'admin') return backToProfile(ctx, 'error');
      const body = callbackBody(ctx.query);
      if (!body) return backToProfile(ctx, 'expired');
      try {
        const { outcome } = await core.finishLichessOAuth(user.id, body);
        backToProfile(ctx, outcome);
      } catch (err) {
        logger?.warn(
          {
            status: err instanceof HttpError ? err.status : undefined,
            message: err instanceof Error ? err.message : String(err),
          },
          'Lichess OAuth callback failed',
        );
        backToProfile(ctx, 'error');
      }
    },
  };
}
