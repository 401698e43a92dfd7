import { installFakeFetch } from '../testing/fake-fetch';
import { createApiClient, pathFromQueryKey } from './api-client';
import { networkFailed, offlineQueued } from '@chess-portal/contracts/forms/network';
import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../toast';
import { ApiError, errorMessage, NetworkError } from './api-error';
import { createQueryClient } from './query-client';

describe('api client (product.md §7)', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('sends cookies with every call and parses JSON answers', async () => {
    fake = installFakeFetch({ 'POST /api/auth/login': { body: { id: 'u1', username: 'amy' } } });
    const answer = await createApiClient().post('/api/auth/login', { email: 'a@b.co', password: 'secret1' });
    expect(answer).toEqual({ id: 'u1', username: 'amy' });
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { email: 'a@b.co', password: 'secret1' },
    });
  });

  it('sends every unsafe request as JSON, {} when the call has no body, and GETs without a body', async () => {
    fake = installFakeFetch({
      'POST /api/auth/logout': { status: 204, body: '' },
      'DELETE /api/x': { body: {} },
      'GET /api/x': { body: {} },
    });
    const client = createApiClient();
    await client.post('/api/auth/logout');
    await client.del('/api/x');
    await client.get('/api/x');
    expect(fake.calls.map(({ method, body, headers }) => ({ method, body, type: headers['Content-Type'] }))).toEqual([
      { method: 'POST', body: {}, type: 'application/json' },
      { method: 'DELETE', body: {}, type: 'application/json' },
      { method: 'GET', body: undefined, type: undefined },
    ]);
  });

  it('raises ApiError "status: body" with the server message on a non-OK answer', async () => {
    fake = installFakeFetch({ 'GET /api/x': { status: 409, body: { message: 'Username taken' } } });
    const error = await createApiClient()
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username taken"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe('Username taken');
    expect(errorMessage(error, 'fallback')).toBe('Username taken');
  });

  it('uses the status text when the body is empty', async () => {
    fake = installFakeFetch({ 'GET /api/x': { status: 500, body: '' } });
    const error = (await createApiClient()
      .get('/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('returns null on 401 when asked to, and raises by default', async () => {
    fake = installFakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } });
    const client = createApiClient();
    await expect(client.get('/api/auth/me', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(client.get('/api/auth/me')).rejects.toThrow('401: {"message":"Not signed in"}');
  });

  it('says the network failed, not "Failed to fetch", when no answer came', async () => {
    const offline = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createApiClient({ fetch: offline })
      .post('/api/tournaments/t1/join')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'Failed to join tournament')).toBe(networkFailed);
  });

  it('lets a cancelled call stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = jest.fn(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const error = await createApiClient({ fetch: aborted })
      .get('/api/x', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('prefixes the base URL', async () => {
    fake = installFakeFetch({ 'GET /api/tournaments': { body: [] } });
    await createApiClient({ baseUrl: 'http://127.0.0.1:9' }).get('/api/tournaments');
    expect(fake.calls[0].path).toBe('/api/tournaments');
  });
});

describe('default query function', () => {
  let fake: ReturnType<typeof installFakeFetch> | undefined;
  afterEach(() => fake?.restore());

  it('joins key parts with "/" to build the path', () => {
    expect(pathFromQueryKey(['/api/tournaments', 'abc', 'registrations'])).toBe('/api/tournaments/abc/registrations');
    expect(pathFromQueryKey(['/api/organizer/tournaments', 42, { filter: 'x' }])).toBe('/api/organizer/tournaments/42');
  });

  it('is the QueryClient default and does not retry', async () => {
    let hits = 0;
    fake = installFakeFetch({ 'GET /api/tournaments/t1': () => (hits++, { status: 503, body: { message: 'down' } }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/tournaments', 't1'] })).rejects.toThrow(
      '503: {"message":"down"}',
    );
    expect(hits).toBe(1);
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    });
  });
});

describe('an action made offline', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));

  function Join({ send }: { send: () => Promise<unknown> }) {
    const join = useMutation({ mutationFn: send });
    return (
      <button type="button" onClick={() => join.mutate()}>
        {join.isSuccess ? 'Joined' : 'Join'}
      </button>
    );
  }

  it('says it will be sent when the network is back, and is sent then', async () => {
    const send = jest.fn(async () => ({}));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Join send={send} />
        <Toaster />
      </QueryClientProvider>,
    );
    act(() => onlineManager.setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(offlineQueued)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
