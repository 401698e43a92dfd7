// `Idempotency-Key` on unsafe calls (push, join, approve, commission payment): a retry with the same
// key, by the same acting user, on the same operation gets the first answer (status and body) again,
// without running the action twice; the same key with a different path or body is a 422. Without the
// header the call runs as always. Runs after actingUser (the key is scoped to the acting user).
// A key whose first run never answered (core or the database killed mid-request) is taken over once
// its lease is over; `recover` may then answer the first run's effect (e.g. the approval it made)
// instead of running the action again.
import { HttpError } from '@chess-portal/service-kit';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Services } from '../../create-services';
import { checkKey, requestHash, type Claim } from '../services/idempotency-service';
import type { CoreState } from '../../accounts/routes/acting-user';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type Answer = { status: number; body: unknown };
/** The answer of the first run's effect when it is there (done since `since`), else undefined. */
export type Recover = (ctx: ParameterizedContext<Partial<CoreState>>, since: Date) => Promise<Answer | undefined>;

export function idempotent(services: Services, operation: string, recover?: Recover): Middleware<Partial<CoreState>> {
  return async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    const user = ctx.state.actingUser;
    if (!key || !user) return next();
    checkKey(key);
    const wanted: Claim = {
      userId: user.id,
      operation,
      key,
      requestHash: requestHash(ctx.path, (ctx.request as { body?: unknown }).body),
    };
    const found = await services.idempotency.claim(wanted);
    if ('replay' in found) {
      ctx.status = found.replay.status;
      ctx.body = found.replay.body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    const claim = found.run;
    let answer: Answer | null = null;
    try {
      const recovered = claim.retakenFrom && recover ? await recover(ctx, claim.retakenFrom) : undefined;
      if (recovered) {
        ctx.status = recovered.status;
        ctx.body = recovered.body;
        ctx.set('Idempotent-Replayed', 'true');
      } else await next();
      answer = { status: ctx.status, body: ctx.body ?? null };
    } catch (err) {
      // a refusal (4xx) is the first answer too; anything else releases the key for a retry
      if (err instanceof HttpError && err.status < 500) answer = { status: err.status, body: { message: err.message } };
      throw err;
    } finally {
      await services.idempotency.settle(claim, answer);
    }
  };
}
