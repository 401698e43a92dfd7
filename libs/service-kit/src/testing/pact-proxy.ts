// Pact provider verifications replay requests through pact-js's proxy, which parses a JSON body and
// sends it on re-serialized, except `{}`, which it drops (an empty buffer) while the request keeps
// `Content-Length: 2`: the BFF would wait for two bytes that never come. The api-client sends `{}` on
// every bodiless POST / DELETE, so the provider tests correct the length in their requestFilter.
import type { IncomingMessage } from 'node:http';

type ParsedRequest = IncomingMessage & { body?: unknown };

export function emptyJsonBodyFix(req: ParsedRequest): void {
  const body = req.body;
  const empty = body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length === 0;
  if (empty && req.headers['content-length']) req.headers['content-length'] = '0';
}
