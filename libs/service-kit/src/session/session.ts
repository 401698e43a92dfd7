// The session middleware of every BFF (CONVENTIONS.md § Sessions): cookie `csa.sid`, signed,
// HttpOnly, SameSite=Lax, 7 days, stored in core. Secure is configuration (production behind an https
// PUBLIC_URL), never a header the client chose (X-Forwarded-Proto).
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { SessionCore } from '../core/core-client';
import type { SessionCache } from './session-cache';
import { coreSessionStore } from './session-store';

export const SESSION_COOKIE = 'csa.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionOptions = { secure?: boolean; cache?: SessionCache };

export function sessionMiddleware(
  app: Koa,
  core: SessionCore,
  { secure = false, cache }: SessionOptions = {},
): Middleware {
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure,
      store: coreSessionStore(core, cache),
    },
    app,
  );
  if (!secure) return session;
  return async (ctx, next) => {
    // TLS ends before the BFF (at the edge or a proxy in front of it): the cookie jar would otherwise
    // refuse to write a Secure cookie on the plain-http hop.
    ctx.cookies.secure = true;
    return session(ctx, next);
  };
}
