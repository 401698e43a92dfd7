// Start an app's HTTP server with bounded timeouts, and stop it gracefully on SIGINT / SIGTERM:
// readiness turns 503 (drain), the server stops accepting, in-flight requests finish within a budget,
// then whatever is still open is closed, onClose runs and the process exits.
import http from 'node:http';
import type Koa from 'koa';
import type { Drain } from './health/health';
import type { Logger } from './logger';
import { discardAbandonedBodies } from './unread-body';

export type ServerTimeouts = {
  /** a client must have sent its request headers within this time (slow-header clients) */
  headersTimeoutMs: number;
  /** ... and the whole request (headers and body) within this time */
  requestTimeoutMs: number;
  /** an idle keep-alive connection is closed after this time */
  keepAliveTimeoutMs: number;
  /** how often Node checks the two limits above (its default, 30 s, let a slow client stay far longer) */
  checkIntervalMs: number;
};

/**
 * A BFF's idle keep-alive connections live 10 s; the edge keeps its free sockets to a BFF for less
 * (UPSTREAM_FREE_SOCKET_MS), so it never reuses a socket the BFF is closing (ECONNRESET → 502).
 */
export const UPSTREAM_KEEP_ALIVE_MS = 10_000;
export const UPSTREAM_FREE_SOCKET_MS = 4_000;

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: UPSTREAM_KEEP_ALIVE_MS,
  checkIntervalMs: 1_000,
};

/**
 * Shutdown budgets, nested so that each caller outlasts what it waits for: the edge waits for a BFF,
 * a BFF for core, core for Lichess (its calls time out after LICHESS_TIMEOUT_MS, 10 s) and its running
 * job. Kubernetes: terminationGracePeriodSeconds ≥ preStop sleep + the edge's budget.
 */
export const SHUTDOWN_BUDGETS_MS = { edge: 16_000, bff: 14_000, core: 12_000 } as const;
/** core's Lichess client default call timeout (lichess/client: timeoutMs); below core's budget. */
export const LICHESS_TIMEOUT_MS = 10_000;

export type ListenOptions = {
  port: number;
  name: string;
  logger: Logger;
  host?: string;
  /** Runs after the server closed (close the database, timers, ...). */
  onClose?: () => Promise<void> | void;
  /** Runs as the drain starts, next to it (core: stop scheduling jobs; the running one finishes). */
  onDrain?: () => void;
  /** Started first on shutdown: the app's /readyz answers 503 from then on. */
  drain?: Drain;
  /** How long in-flight requests may take to finish once shutdown starts (default 10 s). */
  shutdownBudgetMs?: number;
  /** Keep accepting for this long after readiness turned 503, so a load balancer notices (default 0). */
  drainDelayMs?: number;
  timeouts?: Partial<ServerTimeouts>;
};

export function createHttpServer(handler: http.RequestListener, timeouts: Partial<ServerTimeouts> = {}): http.Server {
  const t = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const server = http.createServer(
    {
      headersTimeout: t.headersTimeoutMs,
      requestTimeout: t.requestTimeoutMs,
      connectionsCheckingInterval: t.checkIntervalMs,
    },
    handler,
  );
  server.keepAliveTimeout = t.keepAliveTimeoutMs;
  // a body left half read by an early answer would stall the keep-alive connection (unread-body.ts)
  discardAbandonedBodies(server);
  return server;
}

export type DrainOptions = { drain?: Drain; budgetMs?: number; delayMs?: number; logger?: Logger };

/**
 * Drains `server`: readiness 503, (after `delayMs`) stop accepting, let in-flight requests finish while
 * closing connections as they turn idle, and after `budgetMs` close whatever is left. Resolves once
 * the server is closed.
 */
export async function drainServer(
  server: http.Server,
  { drain, budgetMs = 10_000, delayMs = 0, logger }: DrainOptions = {},
): Promise<void> {
  drain?.start();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await new Promise<void>((resolve, reject) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      logger?.warn({ budgetMs }, 'shutdown budget spent: closing the connections still open');
      server.closeAllConnections();
    }, budgetMs);
    server.close((err) => {
      clearInterval(idle);
      clearTimeout(force);
      if (err) reject(err);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

export function listen<S, C>(app: Koa<S, C>, options: ListenOptions): http.Server {
  const { port, name, logger, host, onClose } = options;
  const server = createHttpServer(app.callback(), options.timeouts);
  server.listen(port, host, () =>
    logger.info({ port, host }, `${name} listening on ${host ?? 'all interfaces'} port ${port}`),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${name} shutting down`);
    let failed = false;
    options.onDrain?.();
    try {
      await drainServer(server, {
        drain: options.drain,
        budgetMs: options.shutdownBudgetMs,
        delayMs: options.drainDelayMs,
        logger,
      });
    } catch (err) {
      failed = true;
      logger.error({ err }, 'Error while closing the server');
    }
    try {
      await onClose?.();
    } catch (err) {
      failed = true;
      logger.error({ err }, 'Error while shutting down');
    }
    process.exit(failed ? 1 : 0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  return server;
}
