/** @jest-environment node */
import net from 'node:net';
import { createClient, type Client } from './http';

/** A server that records the raw bytes of each connection and answers 204 once the headers came. */
function rawServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let bytes = '';
    let answered = false;
    socket.on('data', (chunk) => {
      bytes += chunk.toString('latin1');
      received.push(bytes);
      if (answered || !bytes.includes('\r\n\r\n')) return;
      answered = true;
      // after the client had time to send its (small) body
      setTimeout(() => socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n'), 20);
    });
  });
  return new Promise<{ url: string; received: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let server: Awaited<ReturnType<typeof rawServer>>;
let client: Client;
beforeAll(async () => {
  server = await rawServer();
  client = createClient(server.url);
});
afterAll(async () => {
  client.close();
  await server.close();
});

describe('the fuzz client frames every body', () => {
  it.each(['GET', 'DELETE', 'POST', 'OPTIONS'])(
    '%s with a body carries its Content-Length (node:http omits it for GET and DELETE)',
    async (method) => {
      server.received.splice(0);
      const body = Buffer.from('{"note":"♞"}');
      const answer = await client.send({ method, path: '/x', headers: { 'Content-Type': 'application/json' }, body });
      expect(answer.status).toBe(204);
      const raw = server.received.at(-1) ?? '';
      expect(raw).toMatch(new RegExp(`^${method} /x HTTP/1.1\\r\\n`));
      expect(raw.toLowerCase()).toContain(`\r\ncontent-length: ${body.length}\r\n`);
    },
  );

  it('keeps a Content-Length the request chose itself', async () => {
    server.received.splice(0);
    await client.send({ method: 'POST', path: '/x', headers: { 'content-length': '2' }, body: Buffer.from('{}') });
    expect((server.received.at(-1) ?? '').match(/content-length/gi)).toHaveLength(1);
  });
});
