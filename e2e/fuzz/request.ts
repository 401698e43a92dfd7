// One fuzz request before it is sent: what the generator and the mutators shape, and how it becomes
// bytes on the wire (finalize) and a curl command line (toCurl).
import { deflateSync, gzipSync, brotliCompressSync } from 'node:zlib';
import type { Operation } from './operations';

export type Role = 'visitor' | 'player' | 'organizer' | 'admin';
export const roles: Role[] = ['visitor', 'player', 'organizer', 'admin'];

/** Which session of the role carries the request: its demo account, a throwaway account of the
 * same role (operations that change the caller's own account), or a fresh sign-in (logout). */
export type SessionKind = 'main' | 'self' | 'fresh-login';
/** An object created just before the request, for destructive operations (see fixtures.ts). */
export type FreshKind = 'tournament' | 'user' | 'application';
export const FRESH = '{{fresh}}';

export type BodyEncoding = {
  charset?: 'utf8' | 'utf16le' | 'latin1';
  compress?: 'gzip' | 'deflate' | 'br';
};

export type FuzzRequest = {
  index: number;
  op: Operation;
  role: Role;
  /** 'valid', or the mutators applied, joined by '+' */
  mutation: string;
  method: string;
  /** path parameter values as they go into the URL (already percent-encoded where needed) */
  pathParams: Record<string, string>;
  /** query pairs as they go into the URL */
  query: Array<[string, string]>;
  headers: Record<string, string>;
  /** the JSON body value; undefined = no body */
  json?: unknown;
  /** body text sent instead of JSON.stringify(json) (broken JSON, injected keys, ...) */
  text?: string;
  /** bytes sent as they are (invalid UTF-8, ...) */
  bytes?: Buffer;
  encoding: BodyEncoding;
  session: SessionKind;
  fresh?: FreshKind;
};

export type WireRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer };

export function pathOf(req: FuzzRequest, freshId = ''): string {
  const path = req.op.path.replace(/\{([^}]+)\}/g, (_, name: string) => req.pathParams[name] ?? '');
  const query = req.query.map(([k, v]) => `${k}=${v}`).join('&');
  return (query ? `${path}?${query}` : path).split(FRESH).join(freshId);
}

function bodyBytes(req: FuzzRequest, freshId: string): Buffer | undefined {
  if (req.bytes) return req.bytes;
  const text = req.text ?? (req.json === undefined ? undefined : JSON.stringify(req.json));
  if (text === undefined) return undefined;
  const raw = Buffer.from(text.split(FRESH).join(freshId), req.encoding.charset ?? 'utf8');
  switch (req.encoding.compress) {
    case 'gzip':
      return gzipSync(raw);
    case 'deflate':
      return deflateSync(raw);
    case 'br':
      return brotliCompressSync(raw);
    default:
      return raw;
  }
}

/** The request as sent; `freshId` replaces the placeholder of an object created for it. */
export function finalize(req: FuzzRequest, freshId = ''): WireRequest {
  return { method: req.method, path: pathOf(req, freshId), headers: { ...req.headers }, body: bodyBytes(req, freshId) };
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const printable = (b: Buffer) => b.length <= 4000 && /^[\x20-\x7e]*$/.test(b.toString('latin1'));

/**
 * A curl command line that sends the same bytes. Large or binary bodies are written to `bodyFile`
 * by the caller (writeBody) and sent with --data-binary @file.
 */
export function toCurl(baseUrl: string, wire: WireRequest, cookie: string | undefined, bodyFile: string): string {
  const parts = ['curl', '-sS', '--path-as-is', '-o', '/dev/null', '-w', quote('%{http_code} %{time_total}s\\n')];
  parts.push('-X', wire.method, quote(`${baseUrl}${wire.path}`));
  for (const [name, value] of Object.entries(wire.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (cookie) parts.push('-H', quote(`Cookie: ${cookie}`));
  if (wire.body) {
    if (!Object.keys(wire.headers).some((h) => h.toLowerCase() === 'content-type'))
      parts.push('-H', quote('Content-Type:'));
    parts.push('--data-binary', printable(wire.body) ? quote(wire.body.toString('latin1')) : `@${bodyFile}`);
  }
  return parts.join(' ');
}

export const needsBodyFile = (wire: WireRequest) => Boolean(wire.body && !printable(wire.body));
