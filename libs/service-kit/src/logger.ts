// pino logger per process; secrets (authorization, cookies, passwords) never reach the log.
import pino, { type Logger } from 'pino';
import { currentTrace } from './observability/trace-context';

export type { Logger };

const redactPaths = [
  'authorization',
  'cookie',
  'password',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Inside a request (or a job run): its trace id and request id, on every line. */
function traceFields(): Record<string, string> {
  const trace = currentTrace();
  return trace ? { trace_id: trace.traceId, span_id: trace.spanId, request_id: trace.requestId } : {};
}

/** A named logger; `destination` is for tests (default: stdout). */
export function createLogger(name: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: redactPaths, censor: '[redacted]' },
    mixin: traceFields,
  };
  return destination ? pino(options, destination) : pino(options);
}
