// How often a page showing a tournament's Lichess allow-list sync state asks again: fast while an edit
// is on its way and no event stream is open, slowly while the tab's stream pushes the state's changes.
import type { OrganizerTournament } from '@chess-portal/contracts';
import { SLOW_POLL_MS, useServerEvents } from '@chess-portal/portal-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { FAILED_POLL_MS, followLichessSync, followListLichessSync, SYNCING_POLL_MS } from './lichess-sync';

class OpenableEventSource {
  static last: OpenableEventSource | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    OpenableEventSource.last = this;
  }
  addEventListener() {}
  close() {
    this.readyState = 2;
  }
}
const create = (url: string) => new OpenableEventSource(url) as unknown as EventSource;

function Stream() {
  useServerEvents('organizer', { create });
  return null;
}

const withSync = (state: 'synced' | 'syncing' | 'failed' | null) =>
  ({ lichessSync: state && { state, error: null, retryAt: null } }) as OrganizerTournament;
const one = (state: Parameters<typeof withSync>[0]) => ({ state: { data: { tournament: withSync(state) } } });
const list = (...states: Parameters<typeof withSync>[0][]) => ({
  state: { data: { tournaments: states.map(withSync) } },
});

it('polls 2 s while syncing and 15 s while failed without a stream, never when synced', () => {
  expect(followLichessSync(one('syncing'))).toBe(SYNCING_POLL_MS);
  expect(followLichessSync(one('failed'))).toBe(FAILED_POLL_MS);
  expect(followLichessSync(one('synced'))).toBe(false);
  expect(followLichessSync(one(null))).toBe(false);
  expect(followListLichessSync(list('synced', 'failed', 'syncing'))).toBe(SYNCING_POLL_MS);
});

it('slows to the safety-net poll while the tab’s event stream is open (the state is pushed)', () => {
  const page = render(
    <QueryClientProvider client={new QueryClient()}>
      <Stream />
    </QueryClientProvider>,
  );
  expect(OpenableEventSource.last?.url).toBe('/api/organizer/events');
  act(() => {
    OpenableEventSource.last!.readyState = 1;
    OpenableEventSource.last!.onopen?.();
  });
  expect(followLichessSync(one('syncing'))).toBe(SLOW_POLL_MS);
  expect(followListLichessSync(list('failed'))).toBe(SLOW_POLL_MS);
  expect(followLichessSync(one('synced'))).toBe(false);
  page.unmount();
  expect(followLichessSync(one('syncing'))).toBe(SYNCING_POLL_MS);
});
