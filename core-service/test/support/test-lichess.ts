// Test helper (imported by *.test.ts only): the Lichess sandbox on an ephemeral loopback port, a
// core client pointed at it, and the sandbox's control API. Time is frozen on both sides.
import {
  createClock,
  PLATFORM_TOKEN,
  startSandbox,
  type GivenResult,
  type RunningSandbox,
} from '@chess-portal/lichess-sandbox';
import { SettableClock } from '../../src/shared/clock';
import { createLichess, type Lichess, type LichessClientOptions } from '../../src/lichess/client';

export const T0 = new Date('2026-07-01T10:00:00Z');

export interface TestLichess {
  sandbox: RunningSandbox;
  lichess: Lichess;
  /** the client's clock (429 window, future-date checks) */
  clock: SettableClock;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  token(username: string, scopes?: string[]): Promise<string>;
  finish(id: string, results?: GivenResult[]): Promise<void>;
  /** make the next `times` calls to `path` fail (429 | 500 | 'hang' | 'drop'), or lose their answer ('lost') */
  fault(
    path: string,
    fail: 429 | 500 | 502 | 503 | 'hang' | 'drop' | 'lost',
    extra?: { times?: number; seconds?: number; method?: string },
  ): Promise<void>;
  /** a fresh client and client clock (no back-off window), on the same sandbox */
  renew(): void;
  close(): Promise<void>;
}

export async function startTestLichess(options: Partial<LichessClientOptions> = {}): Promise<TestLichess> {
  const sandbox = await startSandbox({
    clock: createClock({ now: T0, frozen: true }),
    settings: { rowsPerSecond: { results: 0, teamLists: 0, members: 0 } },
  });
  const makeClient = () => {
    const clock = new SettableClock(T0);
    const lichess = createLichess({
      baseUrl: sandbox.url,
      teamId: 'chess-school',
      platformToken: PLATFORM_TOKEN,
      timeoutMs: 2000,
      clock,
      ...options,
    });
    return { clock, lichess };
  };
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sandbox.url}/_sandbox${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const t: TestLichess = {
    sandbox,
    ...makeClient(),
    control,
    async token(username, scopes = ['tournament:write']) {
      return ((await control('POST', '/tokens', { username, scopes })) as { access_token: string }).access_token;
    },
    async finish(id, results) {
      await control('POST', `/tournaments/${id}/finish`, results ? { results } : {});
    },
    async fault(path, fail, extra = {}) {
      await control('POST', '/faults', { path, fail, ...extra });
    },
    renew() {
      Object.assign(t, makeClient());
    },
    close: () => sandbox.close(),
  };
  return t;
}
