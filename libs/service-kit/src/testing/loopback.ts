// Serve a Koa app on an ephemeral loopback port (tests that need a real HTTP hop, e.g. BFF → core).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export type LoopbackServer = { url: string; server: http.Server; close(): Promise<void> };

export async function serveOnLoopback<S, C>(app: Koa<S, C>): Promise<LoopbackServer> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
