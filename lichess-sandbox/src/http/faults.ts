import type { Context, Next } from 'koa';
import type { SandboxState } from '../state/store';

/**
 * Failure injection (POST /_sandbox/faults): the next matching calls answer 429 / 5xx, hang until the
 * client gives up, have their connection destroyed, or are handled and then have their answer lost.
 * Control routes are never affected.
 */
export function faultMiddleware(state: SandboxState) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/_sandbox/')) return next();
    const rule = state.faults.take(ctx.method, ctx.path);
    if (!rule) return next();
    if (rule.fail === 'lost') {
      await next();
      ctx.respond = false;
      ctx.req.socket.destroy();
      return;
    }
    if (rule.fail === 'drop') {
      ctx.respond = false;
      ctx.req.socket.destroy();
      return;
    }
    if (rule.fail === 'hang') {
      ctx.respond = false;
      await new Promise<void>((resolve) => ctx.req.socket.once('close', () => resolve()));
      return;
    }
    ctx.status = rule.fail;
    if (rule.fail === 429) {
      ctx.body = {
        error: 'Too many requests. Try again later.',
        ...(rule.seconds !== undefined ? { ratelimit: { key: 'sandbox.forced', seconds: rule.seconds } } : {}),
      };
    } else {
      ctx.type = 'text/html';
      ctx.body = `<!doctype html><title>Lichess</title><h1>${rule.fail}</h1><p>Something went wrong on Lichess.</p>`;
    }
  };
}
