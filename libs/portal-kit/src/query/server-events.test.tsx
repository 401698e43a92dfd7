// useServerEvents through what a page shows: a change event refetches the views it names (and only those),
// polls slow down while the stream is open and return to the SPEC's rate (with a refetch) when it drops.
import type { Role } from '@chess-portal/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { isStreamHealthy, pollEvery, RESUME_REOPEN_MS, SLOW_POLL_MS, useServerEvents } from './server-events';

class FakeEventSource {
  static last: FakeEventSource | undefined;
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const create = (url: string) => new FakeEventSource(url) as unknown as EventSource;
const calls = new Map<string, number>();

function View({ path }: { path: readonly string[] }) {
  const key = path.join('/');
  const { data } = useQuery({
    queryKey: path,
    queryFn: async () => {
      calls.set(key, (calls.get(key) ?? 0) + 1);
      return calls.get(key)!;
    },
    refetchInterval: pollEvery(5000),
  });
  return <p>{`${key}: ${data ?? '…'}`}</p>;
}

function Page({ role }: { role: Role | null }) {
  useServerEvents(role, { create });
  return (
    <>
      <View path={['/api/organizer/tournaments', 't1']} />
      <View path={['/api/organizer/tournaments', 't1', 'registrations', 'page-1']} />
      <View path={['/api/organizer/tournaments', 't2']} />
      <View path={['/api/notifications']} />
      <View path={['/api/tournaments', 't1']} />
      <View path={['/api/tournaments', 't2']} />
      <View path={['/api/user/tournament-registrations']} />
      <View path={['/api/admin/stats']} />
    </>
  );
}

function renderPage(role: Role | null = 'player') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <Page role={role} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.clear();
  FakeEventSource.last = undefined;
});

const shown = (text: string) => screen.findByText(text);

describe('useServerEvents', () => {
  it('opens one stream per page while signed in, none for a visitor', async () => {
    const visitor = renderPage(null);
    await shown('/api/notifications: 1');
    expect(FakeEventSource.last).toBeUndefined();
    visitor.unmount();
    const page = renderPage('player');
    expect(FakeEventSource.last?.url).toBe('/api/events');
    page.unmount();
    expect(FakeEventSource.last?.closed).toBe(true);
  });

  it.each([
    ['organizer', '/api/organizer/events'],
    ['admin', '/api/admin/events'],
  ] as const)('opens an %s’s stream on their own BFF (%s)', (role, url) => {
    const page = renderPage(role);
    expect(FakeEventSource.last?.url).toBe(url);
    page.unmount();
  });

  it('refetches the organizer’s views of a tournament whose allow-list sync state changed', async () => {
    const page = renderPage('organizer');
    await shown('/api/organizer/tournaments/t1/registrations/page-1: 1');
    await shown('/api/organizer/tournaments/t2: 1');
    act(() => FakeEventSource.last!.open());
    act(() => FakeEventSource.last!.emit('change', { key: 'allow-list:o1:t1', version: 20 }));
    await shown('/api/organizer/tournaments/t1: 2');
    await shown('/api/organizer/tournaments/t1/registrations/page-1: 2');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls.get('/api/organizer/tournaments/t2')).toBe(1);
    expect(calls.get('/api/tournaments/t1')).toBe(1);
    page.unmount();
  });

  it('refetches exactly the views a change names, once per burst', async () => {
    const page = renderPage();
    await shown('/api/tournaments/t1: 1');
    await shown('/api/notifications: 1');
    act(() => FakeEventSource.last!.open());
    act(() => {
      FakeEventSource.last!.emit('change', { key: 'notifications:u1', version: 10 });
      FakeEventSource.last!.emit('change', { key: 'notifications:u1', version: 11 });
      FakeEventSource.last!.emit('change', { key: 'tournament:t1', version: 12 });
    });
    await shown('/api/notifications: 2');
    await shown('/api/tournaments/t1: 2');
    // the dashboard embeds its tournaments' views
    await shown('/api/user/tournament-registrations: 2');
    expect(screen.getByText('/api/tournaments/t2: 1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls.get('/api/notifications')).toBe(2);
    expect(calls.get('/api/admin/stats')).toBe(1);
    act(() => FakeEventSource.last!.emit('change', { key: 'admin:stats', version: 13 }));
    await shown('/api/admin/stats: 2');
    page.unmount();
  });

  it('opens a new stream resuming from the last id seen when a reconnect is refused (a BFF restarting)', async () => {
    const page = renderPage('organizer');
    const first = FakeEventSource.last!;
    act(() => first.open());
    act(() => first.emit('ready', {}, '7'));
    act(() => first.emit('change', { key: 'tournament:t1', version: 9 }, '9'));
    // the BFF went away and the edge refused the browser's reconnect: EventSource gives up for good
    act(() => first.fail(2));
    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.last).not.toBe(first), { timeout: RESUME_REOPEN_MS + 2000 });
    expect(FakeEventSource.last!.url).toBe('/api/organizer/events?lastEventId=9');
    page.unmount();
  }, 10_000);

  it('slows polls while the stream is open and refetches at the SPEC rate again when it drops', async () => {
    const page = renderPage();
    await shown('/api/tournaments/t2: 1');
    expect(pollEvery(5000)()).toBe(5000);
    act(() => FakeEventSource.last!.open());
    expect(isStreamHealthy()).toBe(true);
    expect(pollEvery(5000)()).toBe(SLOW_POLL_MS);
    expect(pollEvery(120_000)()).toBe(120_000);

    // the connection dropped: the browser reconnects by itself; meanwhile everything shown is refetched
    act(() => FakeEventSource.last!.fail(0));
    expect(isStreamHealthy()).toBe(false);
    expect(pollEvery(5000)()).toBe(5000);
    await shown('/api/tournaments/t2: 2');
    await shown('/api/notifications: 2');
    page.unmount();
    await waitFor(() => expect(isStreamHealthy()).toBe(false));
  });
});
