// Sign in with Lichess: the wizard's Lichess step, the profile, and a visitor's organizer
// application prove a Lichess account by OAuth (PKCE, no scopes; core keeps the state and verifier).
// POST /api/auth/lichess/start answers the Lichess page to send the browser to; Lichess sends the
// browser back to GET /api/auth/lichess/callback, which asks core to finish and returns the browser
// to the screen it came from with ?lichess=<outcome> (a visitor's proof and name ride along).
import Router from '@koa/router';
import {
  DEFAULT_PUBLIC_URL,
  HttpError,
  type BffContext,
  type BffContextExtras,
  type BffState,
  type Logger,
} from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';

export const CALLBACK_PATH = '/api/auth/lichess/callback';
/** The screens that start a sign-in, and where the browser comes back to. */
export const RETURN_PATHS = ['/register', '/me', '/apply-organizer'] as const;
type ReturnPath = (typeof RETURN_PATHS)[number];

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v) || undefined;
const returnPathOf = (v: unknown): ReturnPath => RETURN_PATHS.find((p) => p === v) ?? '/me';

export function lichessIdentityRouter(core: PlayerCore, publicUrl = DEFAULT_PUBLIC_URL, logger?: Logger) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/auth/lichess' });
  const redirectUri = (back: ReturnPath) => `${publicUrl}${CALLBACK_PATH}?returnTo=${encodeURIComponent(back)}`;
  const backTo = (ctx: BffContext, path: ReturnPath, params: Record<string, string>) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${path}?${new URLSearchParams(params).toString()}`);
  };

  router.post('/start', async (ctx) => {
    const back = returnPathOf((ctx.request.body as { returnTo?: unknown } | undefined)?.returnTo);
    ctx.body = await core.startLichessIdentity(ctx.state.user?.id ?? null, redirectUri(back));
  });

  /** A top-level GET from Lichess, so the Lax session cookie comes along (or none, for a visitor). */
  router.get('/callback', async (ctx) => {
    const back = returnPathOf(one(ctx.query.returnTo));
    const state = one(ctx.query.state);
    if (!state) return backTo(ctx, back, { lichess: 'expired' });
    const fields = { state, code: one(ctx.query.code), error: one(ctx.query.error) };
    const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as { state: string };
    try {
      const outcome = await core.finishLichessIdentity(ctx.state.user?.id ?? null, body);
      const extra: Record<string, string> =
        outcome.outcome === 'proven'
          ? { lichessUsername: outcome.lichessUsername ?? '', proof: outcome.proof ?? '' }
          : {};
      backTo(ctx, back, { lichess: outcome.outcome, ...extra });
    } catch (err) {
      const status = err instanceof HttpError ? err.status : undefined;
      logger?.warn(
        { status, message: err instanceof Error ? err.message : String(err) },
        'Lichess sign-in callback failed',
      );
      backTo(ctx, back, { lichess: status === 409 ? 'taken' : status === 400 ? 'refused' : 'error' });
    }
  });
  return router;
}
