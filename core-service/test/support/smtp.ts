// Mail servers for tests: a real SMTP server (smtp-server) that records what it received and can be
// stopped and started again on the same port (an outage), and one that accepts connections and never
// answers (a hanging server).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; messageId: string; data: string };

export type TestSmtp = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** connections the server accepted (a request that talked to the mail server would show here) */
  connections: number;
  /** the port refuses connections until start() */
  stop(): Promise<void>;
  /** listens again on the same port */
  start(): Promise<void>;
  close(): Promise<void>;
};

const header = (data: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(data)?.[1]
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

/** The text of a received e-mail: the body after the headers, quoted-printable decoded. */
export function mailText(mail: ReceivedMail): string {
  const body = mail.data.slice(mail.data.search(/\r?\n\r?\n/)).trim();
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(mail.data)) return body;
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const listen = (server: { listen(port: number, host: string, cb: () => void): unknown }, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const urlOf = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;

/** A working SMTP server on 127.0.0.1 (a free port, or `port`). */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const state = { port, connections: 0 };
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, done) {
        state.connections += 1;
        done();
      },
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: header(data, 'Subject'),
            messageId: header(data, 'Message-ID'),
            data,
          });
          done();
        });
      },
    });
  const start = async () => {
    server = make();
    await listen(server, state.port);
    state.port = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();
  return {
    get port() {
      return state.port;
    },
    get url() {
      return urlOf(state.port);
    },
    received,
    get connections() {
      return state.connections;
    },
    stop,
    start,
    close: stop,
  };
}

export type HangingSmtp = { port: number; url: string; connections: number; close(): Promise<void> };

/** A server that accepts every connection and never says a word (on `port`, or a free one). */
export async function startHangingSmtp(port = 0): Promise<HangingSmtp> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, port);
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: urlOf(bound),
    get connections() {
      return connections;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
