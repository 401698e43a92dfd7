// Start an app's HTTP server and stop it gracefully on SIGINT / SIGTERM.
import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger';

export type ListenOptions = {
  port: number;
  name: string;
  logger: Logger;
  host?: string;
  /** Runs after the server stopped accepting connections (close the database, timers, ...). */
  onClose?: () => Promise<void> | void;
};

export function listen<S, C>(app: Koa<S, C>, { port, name, logger, host, onClose }: ListenOptions): http.Server {
  const server = http.createServer(app.callback());
  server.listen(port, host, () => logger.info({ port }, `${name} listening on port ${port}`));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${name} shutting down`);
    server.close(async (err) => {
      try {
        if (err) logger.error({ err }, 'Error while closing the server');
        await onClose?.();
        process.exit(err ? 1 : 0);
      } catch (closeErr) {
        logger.error({ err: closeErr }, 'Error while shutting down');
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return server;
}
