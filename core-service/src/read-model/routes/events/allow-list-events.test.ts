// The organizer's stream tells them when a tournament's Lichess allow-list sync state moves (migration
// 20261126290001): an approval writes the allow-list job (syncing), a failed attempt (failed), the job done
// (synced), each an `allow-list:<organizerId>:<tournamentId>` change; another organizer and players never see
// it, and a stream resumed with Last-Event-ID gets the one it missed. Real outbox, Lichess is the sandbox.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../../test/support/organizer';
import {
  changeOf,
  openSse,
  startHubServer,
  type HubServer,
  type SseEvent,
  type SseStream,
} from '../../../../test/support/sse';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';
import { allowListKey } from '../../event-streams';

const t = useTestApp({ lichess: true });
let server: http.Server;
let base: string;
let hub: HubServer;
let w: OrganizerWorld;

beforeAll(async () => {
  w = await organizerWorld(t);
  server = http.createServer(t.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hub = await startHubServer(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  base = hub.base;
});
afterAll(async () => {
  await hub.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => t.lichess.control('DELETE', '/faults'));

async function streamOf(user: User, headers: Record<string, string> = {}): Promise<SseStream> {
  const sid = `sid-${user.id}`;
  await t.put(`/sessions/${sid}`, { data: { userId: user.id }, maxAgeMs: 86_400_000 }).expect(204);
  const stream = await openSse(base, user.id, sid, headers);
  expect(stream.status).toBe(200);
  return stream;
}

const approve = (tid: string, rid: string) =>
  t.post(`/organizer/tournaments/${tid}/registrations/${rid}/approve`, {}, w.anita.id).expect(200);
const sync = async (tid: string) =>
  (await t.get(`/organizer/tournaments/${tid}`, w.anita.id).expect(200)).body.tournament.lichessSync;
const after = (key: string, id: string | undefined) => (e: SseEvent) => changeOf(key)(e) && Number(e.id) > Number(id);

it('sends the organizer each change of a tournament’s allow-list sync state, and nobody else', async () => {
  const swiss = await paidSwiss(t, w.anita);
  await approve(swiss.id, (await register(t, swiss, w.players.demo)).id);
  const pushed = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
  await t.runOutbox();
  const key = allowListKey(w.anita.id, swiss.id);
  const [anita, ravi, player] = [await streamOf(w.anita), await streamOf(w.ravi), await streamOf(w.players.queen)];
  try {
    const ready = await anita.next((e) => e.event === 'ready');
    await ravi.next((e) => e.event === 'ready');
    await player.next((e) => e.event === 'ready');

    await t.lichess.fault(`/api/swiss/${pushed.body.lichessTournamentId}/edit`, 503, { times: 100 });
    await approve(swiss.id, (await register(t, swiss, w.players.queen)).id);
    const queued = await anita.next(after(key, ready.id));
    expect(JSON.parse(queued.data)).toEqual({ key, version: Number(queued.id) });
    expect(await sync(swiss.id)).toMatchObject({ state: 'syncing' });

    await t.runOutbox();
    const failed = await anita.next(after(key, queued.id));
    expect(await sync(swiss.id)).toMatchObject({ state: 'failed' });

    await t.lichess.control('DELETE', '/faults');
    t.clock.advance(30_000);
    await t.runOutbox();
    await anita.next(after(key, failed.id));
    expect(await sync(swiss.id)).toEqual({ state: 'synced', error: null, retryAt: null });

    // the public view moved too (every stream gets it); the sync state stays the organizer's
    await player.next(changeOf(`tournament:${swiss.id}`));
    await ravi.next(changeOf(`tournament:${swiss.id}`));
    expect(ravi.text()).not.toContain('allow-list:');
    expect(player.text()).not.toContain('allow-list:');
  } finally {
    for (const s of [anita, ravi, player]) s.close();
  }
});

it('gives a resumed organizer stream the sync-state change it missed', async () => {
  const swiss = await paidSwiss(t, w.anita);
  await approve(swiss.id, (await register(t, swiss, w.players.demo)).id);
  await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
  const first = await streamOf(w.anita);
  const ready = await first.next((e) => e.event === 'ready');
  first.close();
  await first.ended;

  await approve(swiss.id, (await register(t, swiss, w.players.knight)).id);
  await t.runOutbox();
  expect(await sync(swiss.id)).toMatchObject({ state: 'synced' });
  const resumed = await streamOf(w.anita, { 'Last-Event-ID': ready.id! });
  try {
    await resumed.next(changeOf(allowListKey(w.anita.id, swiss.id)));
    expect(resumed.events().some((e) => e.event === 'ready')).toBe(false);
  } finally {
    resumed.close();
  }
});
