// Every call except /health must carry `Authorization: Bearer <CORE_SERVICE_TOKEN>` (CONVENTIONS.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '@chess-portal/service-kit';
import type { Middleware } from 'koa';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireServiceToken(token: string): Middleware {
  const expected = digest(token);
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // compare digests: constant time, and equal lengths whatever was sent
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw unauthorized('Invalid service token');
    await next();
  };
}
