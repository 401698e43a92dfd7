import type { Context } from 'koa';
import type { AccessToken } from '../state/oauth';
import type { SandboxState } from '../state/store';
import type { SandboxUser } from '../state/users';
import { LichessHttpError } from './errors';

export interface Authed {
  user: SandboxUser;
  token: AccessToken;
}

function refuse(status: 401 | 403, error: string, token: AccessToken | undefined, accepted: string): LichessHttpError {
  return new LichessHttpError(
    status,
    { error },
    {
      'X-OAuth-Scopes': token?.scopes.join(',') ?? '',
      'X-Accepted-OAuth-Scopes': accepted,
    },
  );
}

/** The bearer token's owner, if a token was sent; an unknown or expired token is a 401 like lila's. */
export function optionalAuth(ctx: Context, state: SandboxState, accepted = ''): Authed | undefined {
  const header = ctx.get('Authorization');
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  const token = m ? state.oauth.find(m[1], state.now()) : undefined;
  if (!token) throw refuse(401, 'No such token', undefined, accepted);
  const user = state.users.get(token.userId);
  if (!user || user.disabled) throw refuse(401, 'No such user', token, accepted);
  ctx.set('X-OAuth-Scopes', token.scopes.join(','));
  return { user, token };
}

/** A valid token is required; with `scope`, the token must carry it (403 "Missing scope: …"). */
export function requireAuth(ctx: Context, state: SandboxState, scope?: string): Authed {
  const accepted = scope ?? '';
  const auth = optionalAuth(ctx, state, accepted);
  if (!auth) throw refuse(401, 'Missing authorization header', undefined, accepted);
  if (scope && !auth.token.scopes.includes(scope)) throw refuse(403, `Missing scope: ${scope}`, auth.token, accepted);
  ctx.set('X-Accepted-OAuth-Scopes', accepted);
  return auth;
}
