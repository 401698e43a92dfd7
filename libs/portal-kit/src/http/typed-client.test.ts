import type { OrganizerApi, PlayerApi } from '@chess-portal/contracts';
import { installFakeFetch } from '../testing/fake-fetch';
import { ApiError } from './api-error';
import { createTypedClient, dataOf } from './typed-client';

type Paths = PlayerApi.paths;

describe('createTypedClient', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('fills path parameters, sends cookies and returns the parsed answer', async () => {
    fake = installFakeFetch({ 'GET /api/tournaments/t%201': { body: { id: 't 1', name: 'Open' } } });
    const client = createTypedClient<Paths>();
    const answer = await dataOf(client.GET('/api/tournaments/{id}', { params: { path: { id: 't 1' } } }));
    expect(answer).toMatchObject({ id: 't 1', name: 'Open' });
    expect(fake.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/tournaments/t%201', credentials: 'include' }),
    ]);
  });

  it('sends JSON bodies', async () => {
    fake = installFakeFetch({ 'POST /api/auth/login': { body: { id: 'u1' } } });
    const client = createTypedClient<Paths>();
    await dataOf(client.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'secret1' } }));
    expect(fake.callsTo('POST', '/api/auth/login')[0].body).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('raises ApiError with the server message on a non-OK answer (product.md §7)', async () => {
    fake = installFakeFetch({
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const client = createTypedClient<Paths>();
    const failure = dataOf(client.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'wrong12' } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, serverMessage: 'Invalid email or password' });
  });

  it('answers undefined for an empty body', async () => {
    fake = installFakeFetch({ 'POST /api/auth/logout': { status: 200 } });
    const client = createTypedClient<Paths>();
    await expect(dataOf(client.POST('/api/auth/logout'))).resolves.toBeUndefined();
  });

  it('sends every unsafe request as JSON, {} when the call has no body (the BFFs refuse others)', async () => {
    const seen: { method?: string; type: string | null; body: unknown }[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen.push({ method: init.method, type: new Headers(init.headers).get('Content-Type'), body: init.body });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const client = createTypedClient<Paths>({ fetch: fetchImpl });
    await client.POST('/api/auth/logout');
    await client.GET('/api/tournaments/{id}', { params: { path: { id: 'x' } } });
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: '{}' },
      { method: 'GET', type: null, body: undefined },
    ]);
  });

  it('sends a file as it is, with the type its call declares (a statement upload)', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen.push({ type: new Headers(init.headers).get('Content-Type'), body: init.body });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const client = createTypedClient<OrganizerApi.paths>({ fetch: fetchImpl });
    const file = new Blob(['Date,Narration\r\n'], { type: 'text/csv' });
    await client.POST('/api/organizer/statements', {
      body: file as unknown as string,
      bodySerializer: (b: unknown) => b as BodyInit,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(seen).toEqual([{ type: 'application/octet-stream', body: file }]);
  });

  it('passes an AbortSignal from the page through to fetch', async () => {
    let seen: AbortSignal | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen = init.signal ?? undefined;
      return new Response('{}', { status: 200, headers: { 'Content-Length': '2' } });
    }) as unknown as typeof fetch;
    fake = installFakeFetch({});
    const controller = new AbortController();
    const client = createTypedClient<Paths>({ fetch: fetchImpl });
    await dataOf(client.GET('/api/tournaments/{id}', { params: { path: { id: 'x' } }, signal: controller.signal }));
    expect(seen).toBe(controller.signal);
  });
});

describe('Idempotency-Key on push, join, approve and commission payment', () => {
  type OrgPaths = OrganizerApi.paths;
  const recorder = (statuses: number[]) => {
    const seen: { path: string; key: string | null }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push({ path: new URL(String(input)).pathname, key: new Headers(init.headers).get('Idempotency-Key') });
      const status = statuses.shift() ?? 200;
      return new Response(JSON.stringify(status < 300 ? {} : { message: 'x' }), { status });
    }) as typeof fetch;
    return { seen, fetchImpl };
  };

  it('reuses the key for a retry of the same action until an answer below 500, then starts a new one', async () => {
    const { seen, fetchImpl } = recorder([502, 200, 409]);
    const client = createTypedClient<OrgPaths>({ baseUrl: 'http://bff', fetch: fetchImpl });
    const push = () => client.POST('/api/organizer/tournaments/{id}/push', { params: { path: { id: 't1' } } });
    await expect(dataOf(push())).rejects.toMatchObject({ status: 502 });
    await dataOf(push());
    await expect(dataOf(push())).rejects.toMatchObject({ status: 409 });
    const [first, retry, next] = seen.map((s) => s.key);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it('gives different actions (another id, another body) their own keys; other calls send none', async () => {
    const { seen, fetchImpl } = recorder([502, 502, 200, 200]);
    const client = createTypedClient<Paths>({ baseUrl: 'http://bff', fetch: fetchImpl });
    const join = (id: string, transactionId: string) =>
      client.POST('/api/tournaments/{id}/join', { params: { path: { id } }, body: { transactionId } });
    await join('a', 'UPI1').catch(() => undefined);
    await join('a', 'UPI2').catch(() => undefined);
    await join('b', 'UPI1');
    await client.POST('/api/auth/logout');
    const keys = seen.map((s) => s.key);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeNull();
  });
});
