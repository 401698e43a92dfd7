import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import type { Services } from '../../../create-services';
import { rateLimitHandlers } from './handlers';

/** Bucket names: lowercase words joined by '-' (core.yaml RateLimitBucket). */
export const BUCKET_PATTERN = /^[a-z][a-z0-9-]{0,47}$/;

export function rateLimitsRouter(services: Services): Router {
  const h = rateLimitHandlers(services);
  const router = new Router({ prefix: '/rate-limits' });
  router.param('bucket', async (bucket, ctx, next) => {
    if (!BUCKET_PATTERN.test(bucket)) throw badRequest('Invalid rate limit bucket');
    await next();
  });
  router.post('/:bucket/check', h.check);
  router.post('/:bucket/consume', h.consume);
  router.post('/:bucket/release', h.release);
  router.post('/:bucket/reset', h.reset);
  return router;
}
