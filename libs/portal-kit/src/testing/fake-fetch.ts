/** A stand-in for window.fetch in jsdom tests: answers by 'METHOD /path' and records every call. */
export type FakeAnswer = { status?: number; statusText?: string; body?: unknown };
export type FakeRequest = { method: string; path: string; body: unknown; credentials?: RequestCredentials; headers: Record<string, string> };
export type FakeHandler = FakeAnswer | ((req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function respond({ status = 200, statusText, body }: FakeAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const init = { status, statusText: statusText ?? STATUS_TEXT[status] ?? '' };
  if (typeof Response !== 'undefined') {
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(new TextEncoder().encode(text).length) };
    return new Response(NULL_BODY_STATUSES.has(status) ? null : text, { ...init, headers });
  }
  return {
    ok: status >= 200 && status < 300,
    ...init,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

export function installFakeFetch(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const original = globalThis.fetch;
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const req: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(req);
    const handler = routes[`${req.method} ${req.path}`] ?? routes[`${req.method} ${url.pathname}`];
    if (!handler) return respond({ status: 404, body: { message: 'Not found' } });
    return respond(typeof handler === 'function' ? await handler(req) : handler);
  };
  globalThis.fetch = fake as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
