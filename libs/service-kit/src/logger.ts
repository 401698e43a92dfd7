// pino logger per process; secrets (authorization, cookies, passwords) never reach the log.
import pino, { type Logger } from 'pino';

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

/** A named logger; `destination` is for tests (default: stdout). */
export function createLogger(name: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
