// Resolve ctx.state.user from the session (never from headers or bodies), and guard routes by it.
import type { Middleware } from 'koa';
import type { Role, SessionUser } from '@chess-portal/contracts';
import type { SessionCore } from '../core/core-client';
import { resolvedSessionUser } from './session-store';
import { forbidden, unauthorized } from '../http-error';
import type { BffContextExtras, BffState } from './types';

type CacheEntry = { user: SessionUser; until: number };

export type CurrentUserOptions = { cacheMs?: number; now?: () => number; maxEntries?: number };

/** Looks users up in core with a short cache (≤ 1 s by default) so bursts of requests cost one call. */
export function sessionUserCache(
  core: SessionCore,
  { cacheMs = 1000, now = Date.now, maxEntries = 10_000 }: CurrentUserOptions = {},
) {
  const cache = new Map<string, CacheEntry>();
  return async (userId: string): Promise<SessionUser | undefined> => {
    const hit = cache.get(userId);
    if (hit && hit.until > now()) return hit.user;
    cache.delete(userId);
    const user = await core.getSessionUser(userId);
    if (!user) return undefined;
    if (cache.size >= maxEntries) cache.clear();
    cache.set(userId, { user, until: now() + cacheMs });
    return user;
  };
}

/**
 * ctx.state.user from the session: the user the session store's one call answered (session-store.ts),
 * or, for a session written during this request (sign-in), a user lookup cached ≤ 1 s.
 */
export function currentUser(core: SessionCore, options?: CurrentUserOptions): Middleware<BffState, BffContextExtras> {
  const lookup = sessionUserCache(core, options);
  return async (ctx, next) => {
    ctx.state.user = undefined;
    const userId = ctx.session?.userId;
    if (typeof userId === 'string') {
      const answered = resolvedSessionUser(ctx);
      const user = answered === undefined || (answered && answered.id !== userId) ? await lookup(userId) : answered;
      if (user) ctx.state.user = user;
      else ctx.session = null; // deleted or deactivated: end the session, treat as anonymous
    }
    await next();
  };
}

export const AUTH_REQUIRED = 'Authentication required';
export const NO_PERMISSION = 'You do not have permission to perform this action';

export function requireUser(): Middleware<BffState> {
  return async (ctx, next) => {
    if (!ctx.state.user) throw unauthorized(AUTH_REQUIRED);
    await next();
  };
}

export function requireRole(...roles: Role[]): Middleware<BffState> {
  return async (ctx, next) => {
    if (!ctx.state.user) throw unauthorized(AUTH_REQUIRED);
    if (!roles.includes(ctx.state.user.role)) throw forbidden(NO_PERMISSION);
    await next();
  };
}

/** The signed-in user inside a handler guarded by requireUser / requireRole. */
export function userOf(ctx: { state: BffState }): SessionUser {
  if (!ctx.state.user) throw unauthorized(AUTH_REQUIRED);
  return ctx.state.user;
}
