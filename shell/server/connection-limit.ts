// At most EDGE_MAX_CONNECTIONS_PER_IP open connections per client address (slow clients holding
// connections open). A trusted proxy in front of the edge carries many clients and is not counted.
import type { Server, Socket } from 'node:net';
import type { Logger } from 'pino';

const body = JSON.stringify({ message: 'Too many connections from your address' });
export const TOO_MANY_CONNECTIONS = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(body)}`,
  'Connection: close',
  '',
  body,
].join('\r\n');

export type ConnectionLimitOptions = { max: number; isTrusted?: (address: string) => boolean; logger?: Logger };

export function limitConnectionsPerAddress(server: Server, { max, isTrusted = () => false, logger }: ConnectionLimitOptions): Map<string, number> {
  const open = new Map<string, number>();
  // first, before the HTTP server reads anything from the socket
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (isTrusted(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      logger?.warn({ address, max }, 'connection refused: too many from one address');
      socket.end(TOO_MANY_CONNECTIONS, () => socket.destroy());
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return open;
}
