// createEdge(config): the edge as a Koa app that never listens (server/index.ts does).
import { errorHandler, notFound } from '@chess-portal/service-kit';
import Koa from 'koa';
import type { Logger } from 'pino';
import type { EdgeConfig } from './config';
import { proxyByPrefix } from './proxy';
import { serveShell } from './static';

export type EdgeOptions = { logger: Logger; proxyTimeoutMs?: number };

export function createEdge(config: EdgeConfig, { logger, proxyTimeoutMs }: EdgeOptions): Koa {
  const app = new Koa();
  app.use(errorHandler({ logger }));
  // Proxied answers are streamed untouched; everything else is the edge's own.
  app.use(proxyByPrefix(config, logger, proxyTimeoutMs));
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = config.remotes;
      return;
    }
    if (ctx.path === '/health') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    return next();
  });
  app.use(serveShell(config.shellDistDir));
  app.use(() => {
    throw notFound('Not found');
  });
  return app;
}
