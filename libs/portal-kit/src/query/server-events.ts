// Push, not poll: one EventSource per tab, from the BFF of the signed-in user's role (eventsUrlFor: a player's
// GET /api/events on bff-player, an organizer's /api/organizer/events, an admin's /api/admin/events; opened by
// the shell while someone is signed in, useServerEvents). The stream names views that changed
// (`tournament:<id>`, `tournaments:list`, the user's `user-registrations:<id>` and `notifications:<id>`, an
// organizer's `allow-list:<organizerId>:<tournamentId>`, an admin's `admin:stats`), never their data: each event invalidates
// the matching react-query keys, and the page refetches them through its normal, authorized calls.
//
// Polls stay the fallback: a query's refetchInterval is `pollEvery(specMs)`, the SPEC's rate while no
// stream is open and SLOW_POLL_MS while one is healthy. When the stream drops, every active query is
// refetched at once (events may have been missed) and the intervals go back to the SPEC's on that fetch.
// EventSource itself reconnects after a dropped connection (`retry:`), with Last-Event-ID. A reconnect the
// server refuses (a BFF restarting: the edge answers 503) closes it for good, so the hook opens a new one,
// after RESUME_REOPEN_MS doubling up to REOPEN_MS, and passes the last id it saw as `?lastEventId=` (a new
// EventSource cannot send the header): the stream resumes where it was and the missed views are named. A
// stream refused before it ever opened (429: too many tabs; 401) is tried again after REOPEN_MS.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Role } from '@chess-portal/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { sharedKeys } from './shared-keys';

/** A player's stream (bff-player). */
export const EVENTS_URL = '/api/events';
/** Each role's stream, served by that role's BFF (docs/architecture.md "Push, not poll"). */
export const EVENTS_URLS: Readonly<Record<Role, string>> = {
  player: EVENTS_URL,
  organizer: '/api/organizer/events',
  admin: '/api/admin/events',
};
/** The stream of a signed-in user's role; none for a visitor. */
export const eventsUrlFor = (role: Role | null | undefined): string | undefined =>
  role ? EVENTS_URLS[role] : undefined;
/** A poll's interval while the stream is healthy (a safety net for an event lost on the way). */
export const SLOW_POLL_MS = 60_000;
/** How long to wait before opening a stream again after the server refused or closed it for good. */
export const REOPEN_MS = 30_000;
/** The first wait before opening again a stream that had been open (doubling, up to REOPEN_MS). */
export const RESUME_REOPEN_MS = 3_000;
/** Events arriving within this window are applied together (one refetch per view for a burst). */
export const BATCH_MS = 50;

// --- stream health: module state, shared by the shell and every remote (portal-kit is a singleton) ---
let healthy = false;
const listeners = new Set<() => void>();

function setHealthy(value: boolean): void {
  if (healthy === value) return;
  healthy = value;
  for (const listener of listeners) listener();
}

/** True while this tab's event stream is open. */
export const isStreamHealthy = (): boolean => healthy;

export function useStreamHealthy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isStreamHealthy,
    () => false,
  );
}

/**
 * A react-query refetchInterval: `specMs` (the SPEC's rate) while no stream is open, at least
 * SLOW_POLL_MS while one is healthy. Pass the result as `refetchInterval`.
 */
export const pollEvery = (specMs: number) => (): number => (healthy ? Math.max(specMs, SLOW_POLL_MS) : specMs);

// --- events → query keys ---
type Invalidation = { queryKey: QueryKey; predicate?: (query: { queryKey: QueryKey }) => boolean };

/** A list query under `root` (no id as its second part: the list itself, or a page of it with its query object). */
const listUnder = (root: QueryKey): Invalidation => ({
  queryKey: root,
  predicate: ({ queryKey }) => typeof queryKey[root.length] !== 'string',
});

/** The react-query keys a changed view stands for. */
export function invalidationsFor(key: string): Invalidation[] {
  const at = key.indexOf(':');
  const kind = at < 0 ? key : key.slice(0, at);
  const id = at < 0 ? '' : key.slice(at + 1);
  switch (kind) {
    case 'tournament':
      // the public view and its registrations, the organizer's view of it, and the lists that show it
      return [
        { queryKey: [...sharedKeys.tournaments, id] },
        { queryKey: [...sharedKeys.organizerTournaments, id] },
        listUnder(sharedKeys.organizerTournaments),
        { queryKey: sharedKeys.myRegistrations },
      ];
    case 'tournaments':
      // the admin's active-tournament counter moves with the list
      return [listUnder(sharedKeys.tournaments), { queryKey: sharedKeys.adminStats }];
    case 'admin':
      return id === 'stats' ? [{ queryKey: sharedKeys.adminStats }] : [];
    case 'allow-list': {
      // `allow-list:<organizerId>:<tournamentId>`: its Lichess sync state, shown by the organizer's pages of it and their list
      const tournamentId = id.slice(id.indexOf(':') + 1);
      return [
        { queryKey: [...sharedKeys.organizerTournaments, tournamentId] },
        listUnder(sharedKeys.organizerTournaments),
      ];
    }
    case 'user-registrations':
      return [{ queryKey: sharedKeys.myRegistrations }];
    case 'notifications':
      return [{ queryKey: sharedKeys.notifications }];
    default:
      return [];
  }
}

/** Applies the views named in a batch of events (each once). */
function applyBatch(client: QueryClient, keys: Set<string>): void {
  for (const key of keys) {
    for (const { queryKey, predicate } of invalidationsFor(key)) {
      void client.invalidateQueries({ queryKey, predicate });
    }
  }
}

type EventSourceFactory = (url: string) => EventSource;
const defaultFactory: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true });

/**
 * Opens this tab's event stream while someone is signed in (`role`: theirs; none for a visitor), from their
 * role's BFF, and applies its events to the page's QueryClient. Mount it once per page (the shell's root layout).
 */
export function useServerEvents(
  role: Role | null | undefined,
  { create = defaultFactory }: { create?: EventSourceFactory } = {},
): void {
  const client = useQueryClient();
  const url = eventsUrlFor(role);
  useEffect(() => {
    if (!url || (create === defaultFactory && typeof EventSource === 'undefined')) return undefined;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    const pending = new Set<string>();
    let stopped = false;
    /** the last event id this tab saw (the version it is up to date with), for a new stream to resume from */
    let lastId: string | undefined;
    let reopens = 0;
    const remember = (event: Event) => {
      const id = (event as MessageEvent).lastEventId;
      if (id) lastId = id;
    };

    const down = () => {
      if (!healthy) return;
      setHealthy(false);
      // events may have been missed while it was down: refetch what is shown (polls pick up their SPEC rate)
      void client.invalidateQueries({ refetchType: 'active' });
    };
    const onChange = (event: MessageEvent<string>) => {
      remember(event);
      try {
        const { key } = JSON.parse(event.data) as { key?: unknown };
        if (typeof key !== 'string') return;
        pending.add(key);
      } catch {
        return;
      }
      flush ??= setTimeout(() => {
        flush = undefined;
        const keys = new Set(pending);
        pending.clear();
        applyBatch(client, keys);
      }, BATCH_MS);
    };
    const open = () => {
      if (stopped) return;
      const es = create(lastId ? `${url}?lastEventId=${encodeURIComponent(lastId)}` : url);
      source = es;
      es.onopen = () => {
        reopens = 0;
        setHealthy(true);
      };
      es.addEventListener('ready', remember);
      es.addEventListener('change', onChange as EventListener);
      // too many missed events to name them: refetch everything shown
      es.addEventListener('reset', (event) => {
        remember(event);
        void client.invalidateQueries({ refetchType: 'active' });
      });
      es.onerror = () => {
        down();
        // CONNECTING: the browser reconnects by itself; CLOSED: refused (a BFF restarting, 401, 429) — open
        // a new one later: soon (resuming from lastId) when this tab had a stream, else after REOPEN_MS
        if (es.readyState === 2) {
          es.close();
          const wait = lastId ? Math.min(RESUME_REOPEN_MS * 2 ** reopens, REOPEN_MS) : REOPEN_MS;
          reopens += 1;
          reopen = setTimeout(open, wait);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      clearTimeout(flush);
      source?.close();
      setHealthy(false);
    };
  }, [url, create, client]);
}
