// W3C Trace Context without a tracing SDK: every request runs inside an AsyncLocalStorage context
// holding its trace id, its own span id and its request id. The edge creates them when the browser
// sent none; each hop (edge → BFF → core → Lichess) sends `traceparent` and `x-request-id` on, and
// every log line written inside the request carries trace_id and request_id (logger.ts mixin).
//   traceparent: 00-<32 hex trace id>-<16 hex parent span id>-<2 hex flags>
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync, randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { isAssetPath } from '../security/headers';

export type TraceContext = { traceId: string; spanId: string; requestId: string; sampled: boolean };

export const TRACEPARENT = 'traceparent';
export const REQUEST_ID = 'x-request-id';

const TRACEPARENT_RE = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;

const storage = new AsyncLocalStorage<TraceContext>();

/** Random bytes drawn 4 KB at a time (one call into the CSPRNG per ~170 requests, not three per request). */
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += bytes;
  return pool.toString('hex', used - bytes, used);
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);

/** The parent's trace id and span id, or undefined for a malformed or all-zero header (spec §3.2). */
export function parseTraceparent(
  header: string | undefined,
): { traceId: string; parentId: string; sampled: boolean } | undefined {
  const m = TRACEPARENT_RE.exec((header ?? '').trim().toLowerCase());
  if (!m) return undefined;
  const [, version, traceId, parentId, flags] = m;
  if (version === 'ff' || /^0+$/.test(traceId) || /^0+$/.test(parentId)) return undefined;
  return { traceId, parentId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

export const formatTraceparent = (traceId: string, spanId: string, sampled = true): string =>
  `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;

/** A request id we pass on only when it is short and plain (it ends up in logs and headers). */
export const validRequestId = (value: string | undefined): value is string => !!value && REQUEST_ID_RE.test(value);

/** A context continuing `traceparent` / `x-request-id` when valid, else a new trace. */
export function traceFrom(headers: { traceparent?: string; requestId?: string }): TraceContext {
  const parent = parseTraceparent(headers.traceparent);
  return {
    traceId: parent?.traceId ?? newTraceId(),
    spanId: newSpanId(),
    requestId: validRequestId(headers.requestId) ? headers.requestId : randomUUID(),
    sampled: parent?.sampled ?? true,
  };
}

export const currentTrace = (): TraceContext | undefined => storage.getStore();

/** Runs `fn` inside `trace` (jobs start one per run, so their logs and Lichess calls are traced too). */
export const runInTrace = <T>(trace: TraceContext, fn: () => T): T => storage.run(trace, fn);

/**
 * Headers for an outgoing call: the current trace with this process's span as the parent. Outside a
 * request (none current) a fresh trace, so the callee still logs one id for the whole call.
 */
export function traceHeaders(trace: TraceContext = currentTrace() ?? traceFrom({})): Record<string, string> {
  return {
    [TRACEPARENT]: formatTraceparent(trace.traceId, trace.spanId, trace.sampled),
    [REQUEST_ID]: trace.requestId,
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Koa middleware, first in every app: the request runs inside its trace; the answer names its request
 * id, except a script, style sheet, font or image (isAssetPath): a static file is logged with its id
 * but calls nothing, and the first load fetches a dozen of them, where each such header is ~50 bytes.
 */
export function traceContext(): Middleware {
  return (ctx, next) => {
    const trace = traceFrom({
      traceparent: single(ctx.req.headers[TRACEPARENT]),
      requestId: single(ctx.req.headers[REQUEST_ID]),
    });
    if (!isAssetPath(ctx.path)) ctx.set('X-Request-Id', trace.requestId);
    return storage.run(trace, next);
  };
}
