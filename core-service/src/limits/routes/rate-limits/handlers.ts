// POST /rate-limits/{bucket}/check | consume | release | reset (core.yaml); bodies were checked by ajv.
import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import type { RateLimitPolicy } from '../../services/rate-limit-service';

type BucketContext = Context & { params: { bucket: string } };
type Body = RateLimitPolicy & { key: string };

const policyOf = ({ limit, windowSeconds, backoffMaxSeconds }: Body): RateLimitPolicy => ({
  limit,
  windowSeconds,
  backoffMaxSeconds,
});

export function rateLimitHandlers({ limits }: Services) {
  return {
    async check(ctx: BucketContext) {
      const body = ctx.request.body as Body;
      ctx.body = await limits.check(ctx.params.bucket, body.key, policyOf(body));
    },
    async consume(ctx: BucketContext) {
      const body = ctx.request.body as Body;
      ctx.body = await limits.consume(ctx.params.bucket, body.key, policyOf(body));
    },
    async release(ctx: BucketContext) {
      await limits.release(ctx.params.bucket, (ctx.request.body as { key: string }).key);
      ctx.status = 204;
    },
    async reset(ctx: BucketContext) {
      await limits.reset(ctx.params.bucket, (ctx.request.body as { key: string }).key);
      ctx.status = 204;
    },
  };
}
