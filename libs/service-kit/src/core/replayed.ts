// `Idempotent-Replayed: true` from core (a retry given the first answer of its Idempotency-Key) goes on
// to the browser: the BFF's answer to that request carries it too. Each request runs in a small
// AsyncLocalStorage context that the core client marks when one of its answers says so.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';

export const IDEMPOTENT_REPLAYED = 'Idempotent-Replayed';

const storage = new AsyncLocalStorage<{ replayed: boolean }>();

/** Called by the core client with each answer's headers. */
export function noteCoreAnswer(headers: Headers): void {
  const current = storage.getStore();
  if (current && headers.get(IDEMPOTENT_REPLAYED) === 'true') current.replayed = true;
}

/** Sets `Idempotent-Replayed: true` on the BFF's answer when core replayed an answer for this request. */
export function passIdempotentReplayed(): Middleware {
  return async (ctx, next) => {
    const state = { replayed: false };
    try {
      await storage.run(state, () => next());
    } finally {
      if (state.replayed) ctx.set(IDEMPOTENT_REPLAYED, 'true');
    }
  };
}
