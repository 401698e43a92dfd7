import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'koa';
import { LIMITS } from '../state/limits';
import type { SandboxState } from '../state/store';
import { LichessHttpError } from './errors';

/**
 * Answer with an ND-JSON stream like Lichess: chunked, one JSON object per `\n`-terminated line,
 * throttled to `rowsPerSecond`, optional bare-`\n` keep-alive, and 429 past 2 concurrent streams per IP.
 */
export function sendNdjson(ctx: Context, state: SandboxState, rows: Iterable<unknown>, rowsPerSecond: number): void {
  const ip = ctx.ip || 'unknown';
  const open = state.streams.get(ip) ?? 0;
  if (open >= LIMITS.concurrentStreams) {
    throw new LichessHttpError(429, { error: `Please only run ${LIMITS.concurrentStreams} request(s) at a time` });
  }
  state.streams.set(ip, open + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const n = (state.streams.get(ip) ?? 1) - 1;
    if (n <= 0) state.streams.delete(ip);
    else state.streams.set(ip, n);
  };
  const delay = rowsPerSecond > 0 ? 1000 / rowsPerSecond : 0;
  const keepAlive = state.settings.keepAlive;
  async function* lines() {
    if (keepAlive) yield '\n';
    let first = true;
    for (const row of rows) {
      if (!first && delay) await sleep(delay);
      if (!first && keepAlive) yield '\n';
      first = false;
      yield `${JSON.stringify(row)}\n`;
    }
  }
  const body = Readable.from(lines(), { objectMode: false });
  body.once('close', release);
  ctx.res.once('close', () => {
    release();
    body.destroy();
  });
  ctx.status = 200;
  ctx.type = 'application/x-ndjson';
  ctx.body = body;
}

/** `max` / `nb` query limits shared by the list endpoints. */
export function limitOf(ctx: Context, key: string, fallback: number, cap = Infinity): number {
  const raw = Number(ctx.query[key]);
  return Number.isInteger(raw) && raw > 0 ? Math.min(raw, cap) : Math.min(fallback, cap);
}
