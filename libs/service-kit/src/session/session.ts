// The session middleware of every BFF (CONVENTIONS.md § Sessions): cookie `csa.sid`, signed,
// HttpOnly, SameSite=Lax, Secure when the request came over https, 7 days, stored in core.
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { SessionCore } from '../core/core-client';
import { coreSessionStore } from './session-store';

export const SESSION_COOKIE = 'csa.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function sessionMiddleware(app: Koa, core: SessionCore): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      // secure left undefined: koa sets it from the request (https, or X-Forwarded-Proto with app.proxy)
      store: coreSessionStore(core),
    },
    app,
  );
}
