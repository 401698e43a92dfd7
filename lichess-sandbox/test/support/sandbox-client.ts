import pino from 'pino';
import request from 'supertest';
import type { Response, Test } from 'supertest';
import { createClock, createSandbox, type Sandbox, type SandboxOptions } from '../../src/app';

export const T0 = Date.parse('2026-07-01T10:00:00Z');

export interface TestSandbox extends Sandbox {
  http: ReturnType<typeof request>;
  /** a token for a fixture user, created through the control API */
  token(username: string, scopes?: string[]): Promise<string>;
  auth(token: string): { Authorization: string };
}

/** A sandbox with fixtures, a frozen clock at T0 and unthrottled streams, driven through supertest. */
export function testSandbox(opts: SandboxOptions = {}): TestSandbox {
  const sb = createSandbox({
    clock: createClock({ now: T0, frozen: true }),
    logger: pino({ level: 'error' }, pino.destination(2)),
    ...opts,
    settings: { rowsPerSecond: { results: 0, teamLists: 0, members: 0 }, ...opts.settings },
  });
  const http = request(sb.app.callback());
  return {
    ...sb,
    http,
    async token(username, scopes = ['tournament:write']) {
      const res = await http.post('/_sandbox/tokens').send({ username, scopes }).expect(201);
      return res.body.access_token as string;
    },
    auth: (token) => ({ Authorization: `Bearer ${token}` }),
  };
}

/** supertest does not buffer application/x-ndjson by itself: `.buffer(true).parse(ndjsonParser)`. */
export const ndjsonParser = ((res: NodeJS.ReadableStream, done: (err: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
}) as unknown as Parameters<Test['parse']>[0];

export function ndjsonLines(res: Response): unknown[] {
  return String(res.body)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
}
