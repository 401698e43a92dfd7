import type { Context } from 'koa';
import { requireAuth } from '../http/auth';
import { badRequest, LichessHttpError } from '../http/errors';
import { authorizePage, AUTHORIZE_FIELDS, errorPage, type AuthorizeRequest } from '../pages/oauth-page';
import { hasQuirk } from '../spec-mismatches';
import { LIMITS } from '../state/limits';
import { KNOWN_SCOPES, type ExchangeInput } from '../state/oauth';
import { formBody, textBody, type RouteDeps, type SandboxRouter } from './context';

function readRequest(source: Record<string, unknown>): AuthorizeRequest {
  const one = (v: unknown) => (Array.isArray(v) ? String(v[v.length - 1]) : v === undefined ? '' : String(v));
  return Object.fromEntries(AUTHORIZE_FIELDS.map((f) => [f, one(source[f]).trim()])) as unknown as AuthorizeRequest;
}

function redirectBack(ctx: Context, req: AuthorizeRequest, params: Record<string, string>): void {
  const url = new URL(req.redirect_uri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  if (req.state) url.searchParams.set('state', req.state);
  ctx.redirect(url.toString());
}

/** Problems that can be reported to the client through the redirect (RFC 6749 §4.1.2.1). */
function redirectError(req: AuthorizeRequest): [string, string] | undefined {
  if (req.response_type !== 'code') return ['unsupported_response_type', 'response_type must be code'];
  if (!req.code_challenge) return ['invalid_request', 'code_challenge required'];
  if (!req.code_challenge_method) return ['invalid_request', 'code_challenge_method required'];
  const unknown = req.scope.split(/\s+/).filter((s) => s && !(KNOWN_SCOPES as readonly string[]).includes(s));
  if (unknown.length) return ['invalid_scope', `unknown scope: ${unknown.join(' ')}`];
  return undefined;
}

/** Validate an authorize request; answers the error itself and returns false when it is not usable. */
function checkRequest(ctx: Context, req: AuthorizeRequest): boolean {
  const validRedirect = /^https?:\/\/[^\s]+$/i.test(req.redirect_uri) && URL.canParse(req.redirect_uri);
  if (!req.client_id || !validRedirect) {
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = errorPage(!req.client_id ? 'client_id is required.' : 'redirect_uri must be an absolute URL.');
    return false;
  }
  const problem = redirectError(req);
  if (problem) redirectBack(ctx, req, { error: problem[0], error_description: problem[1] });
  return !problem;
}

export function oauthRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  router.get('/oauth', (ctx) => {
    const req = readRequest(ctx.query);
    if (!checkRequest(ctx, req)) return;
    ctx.type = 'html';
    ctx.body = authorizePage(state, req);
  });

  router.post('/oauth/authorize', (ctx) => {
    const body = formBody(ctx);
    const req = readRequest(body);
    if (!checkRequest(ctx, req)) return;
    if (body.decision !== 'allow')
      return redirectBack(ctx, req, { error: 'access_denied', error_description: 'user cancelled authorization' });
    const user = state.findUser(String(body.user ?? ''));
    if (!user || user.disabled) throw badRequest('No such user');
    const scopes = req.scope.split(/\s+/).filter(Boolean);
    const code = state.oauth.issueCode(
      {
        userId: user.id,
        scopes,
        clientId: req.client_id,
        redirectUri: req.redirect_uri,
        challenge: req.code_challenge,
        challengeMethod: req.code_challenge_method,
      },
      state.now(),
    );
    redirectBack(ctx, req, { code });
  });

  router.post('/api/token', (ctx) => {
    const result = state.oauth.exchange(
      formBody(ctx) as ExchangeInput,
      state.now(),
      state.settings.tokenLifetimeSeconds,
    );
    if (!result.ok) throw new LichessHttpError(400, { error: result.error, error_description: result.description });
    const { token, expires } = result.token;
    const omit = expires === null && hasQuirk(state.settings.mode, 'token-without-expires-in');
    const expiresIn = expires === null ? 10 * 365 * 86_400 : Math.round((expires - state.now()) / 1000);
    ctx.body = { token_type: 'Bearer', access_token: token, ...(omit ? {} : { expires_in: expiresIn }) };
  });

  router.delete('/api/token', (ctx) => {
    const { token } = requireAuth(ctx, state);
    state.oauth.revoke(token.token);
    ctx.status = 204;
  });

  router.post('/api/token/test', (ctx) => {
    const tokens = [
      ...new Set(
        textBody(ctx)
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    if (tokens.length > LIMITS.tokenTest)
      throw badRequest(`Too many tokens: ${tokens.length}, expected up to ${LIMITS.tokenTest}`);
    ctx.body = Object.fromEntries(
      tokens.map((t) => {
        const found = state.oauth.find(t, state.now());
        return [t, found ? { userId: found.userId, scopes: found.scopes.join(','), expires: found.expires } : null];
      }),
    );
  });
}
