// What the replicas tests use: the stack's addresses and process ids (support/global-setup.mjs), HTTP
// calls with a cookie jar of one, core's test-control API, and the database.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type ReplicasStack = {
  edgeUrl: string;
  playerUrls: string[];
  organizerUrl: string;
  coreUrls: string[];
  sandboxUrl: string;
  coreServiceToken: string;
  databaseUrl: string;
  /** the PostgreSQL cluster's postmaster.pid: its first line is the server's current process id */
  databasePidFile: string;
  /** current process id per service name (core-service-1, bff-player-2, edge, ...), restarts included */
  pids: Record<string, number>;
};

export function stack(): ReplicasStack {
  const file = path.join(os.tmpdir(), `csa-replicas-stack-${process.env.E2E_PORT_BASE ?? 18080}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ReplicasStack;
}

export type Answer = { status: number; body: unknown; cookie?: string };

/** `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ') || undefined;

/**
 * A call as the portal's page makes it: unsafe ones with the portal's Origin and a JSON body (CSRF
 * guard). `clientIp` is believed by a BFF called directly from loopback (its trusted proxy).
 */
export async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  {
    body,
    cookie,
    clientIp,
    timeoutMs = 10_000,
  }: { body?: unknown; cookie?: string; clientIp?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET' && method !== 'HEAD') {
    headers.Origin = stack().edgeUrl;
    headers['Content-Type'] = 'application/json';
  }
  if (cookie) headers.Cookie = cookie;
  if (clientIp) headers['X-Forwarded-For'] = clientIp;
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, cookie: cookieOf(res) };
}

export const DEMO_PLAYER = { email: 'player@example.com', password: 'player123' };

/** Signs in on `baseUrl` (an instance of bff-player, or the edge); the session cookie. */
export async function signIn(baseUrl: string, credentials = DEMO_PLAYER): Promise<string> {
  const res = await call(baseUrl, 'POST', '/api/auth/login', { body: credentials });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`sign-in on ${baseUrl} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.cookie;
}

/** A call to one core instance with the service token. */
export async function coreCall<T>(coreUrl: string, method: string, urlPath: string): Promise<T> {
  const res = await fetch(`${coreUrl}${urlPath}`, {
    method,
    headers: { Authorization: `Bearer ${stack().coreServiceToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`core ${coreUrl} ${method} ${urlPath} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export type JobRun = { name: string; ran: boolean; result?: unknown };

/** POST /_test/jobs/{name}/run on one core (CORE_TEST_CONTROL=true). */
export const runJob = (coreUrl: string, name: string) => coreCall<JobRun>(coreUrl, 'POST', `/_test/jobs/${name}/run`);

/** The PostgreSQL server's current process id (the supervisor restarts it under a new one). */
export const databasePid = (): number => Number(readFileSync(stack().databasePidFile, 'utf8').split('\n')[0]);

/** A connection of the test's own to the stack's PostgreSQL; end() it. */
export async function database(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  return client;
}

/**
 * The advisory lock core's scheduler takes for a job (core-service/src/jobs/advisory-lock.ts and
 * scheduler.ts: class 'CSAJ', FNV-1a of `csa:job:<name>`), as pg_locks shows it (oids are unsigned).
 * A key that drifted from core's would make the lock checks fail, never pass by accident.
 */
export function jobLock(name: string): { classId: number; objId: number; key1: number; key2: number } {
  const key1 = 0x43534a4a | 0;
  let hash = 0x811c9dc5;
  const text = `csa:job:${name}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  const key2 = hash | 0;
  return { classId: key1 >>> 0, objId: key2 >>> 0, key1, key2 };
}

/** Polls `check` every 100 ms until it returns true, or throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** GET `url` answers 200. */
export const answers200 = async (url: string) =>
  (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;
