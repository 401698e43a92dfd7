// GET /tournaments/{id}/registrations from the read model: polled every 5 s by every viewer of a tournament
// page, it answers a kept view (no query) with an ETag and 304, changes with every registration write and
// player rename, and shows a registrant (only) their own transaction id under an ETag of its own.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser, insertRows } from '../../test/support/factories';
import { PUBLIC_REGISTRATIONS_DEFAULT, PUBLIC_REGISTRATIONS_MAX } from '../registrations/services/registration-service';
import { useTestApp } from '../../test/support/test-app';
import { Registration, User } from '../db/models';

const t = useTestApp();

async function queriesDuring(act: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const onQuery = () => (count += 1);
  t.db.on('query', onQuery);
  try {
    await act();
  } finally {
    t.db.off('query', onQuery);
  }
  return count;
}

describe('public registrations in the read model', () => {
  it('answers a kept view with no query, 304 to its ETag, and a new ETag after each write', async () => {
    const tournament = await createTournament(t.db);
    const path = `/tournaments/${tournament.id}/registrations`;
    const anna = await createUser(t.db, { username: 'anna_reads' });
    const reg = await createRegistration(t.db, tournament.id, anna.id, { paymentId: '123456789012' });

    const first = await t.get(path).expect(200);
    expect(first.headers.etag).toMatch(/^"[0-9a-z]+\.\d+"$/);
    expect(first.body.registrations).toEqual([
      expect.objectContaining({ id: reg.id, playerName: 'anna_reads', paymentId: null }),
    ]);
    let again: Awaited<ReturnType<typeof t.get>> | undefined;
    expect(await queriesDuring(async () => (again = await t.get(path).set('If-None-Match', first.headers.etag)))).toBe(
      0,
    );
    expect(again!.status).toBe(304);
    expect(await queriesDuring(() => t.get(path).expect(200))).toBe(0);

    // a registration write changes it
    await Registration.query(t.db).patch({ paymentStatus: 'approved', approvedAt: new Date() }).findById(reg.id);
    const approved = await t.get(path).set('If-None-Match', first.headers.etag).expect(200);
    expect(approved.headers.etag).not.toBe(first.headers.etag);
    expect(approved.body.registrations[0]).toMatchObject({ paymentStatus: 'approved' });

    // and so does the player's rename
    await User.query(t.db).patch({ username: 'anna_renamed' }).findById(anna.id);
    const renamed = await t.get(path).set('If-None-Match', approved.headers.etag).expect(200);
    expect(renamed.body.registrations[0]).toMatchObject({ playerName: 'anna_renamed' });

    // a new registrant appears
    const ben = await createUser(t.db, { username: 'ben_joins' });
    await createRegistration(t.db, tournament.id, ben.id);
    const joined = await t.get(path).set('If-None-Match', renamed.headers.etag).expect(200);
    expect(joined.body.registrations.map((r: { playerName: string }) => r.playerName)).toEqual([
      'anna_renamed',
      'ben_joins',
    ]);
  });

  it('shows a registrant their own transaction id, under an ETag of its own; others see none', async () => {
    const tournament = await createTournament(t.db);
    const path = `/tournaments/${tournament.id}/registrations`;
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    await createRegistration(t.db, tournament.id, owner.id, { paymentId: '987654321098' });

    const anonymous = await t.get(path).expect(200);
    const own = await t.get(path, owner.id).expect(200);
    const other = await t.get(path, stranger.id).expect(200);
    expect(anonymous.body.registrations[0].paymentId).toBeNull();
    expect(other.body.registrations[0].paymentId).toBeNull();
    expect(own.body.registrations[0].paymentId).toBe('987654321098');
    expect(own.headers.etag).not.toBe(anonymous.headers.etag);
    expect(other.headers.etag).toBe(anonymous.headers.etag);
    await t.get(path, owner.id).set('If-None-Match', own.headers.etag).expect(304);
    expect((await t.get(path, owner.id).set('If-None-Match', anonymous.headers.etag)).status).toBe(200);
  });

  it('answers 400 for a malformed id and 404 for a cancelled tournament', async () => {
    await t.get('/tournaments/not-a-uuid/registrations').expect(400);
    const cancelled = await createTournament(t.db, { status: 'cancelled' });
    await t.get(`/tournaments/${cancelled.id}/registrations`).expect(404);
  });

  it("answers at most its documented maximum: 250 without paging, 500 a page, the viewer's own row always", async () => {
    const count = PUBLIC_REGISTRATIONS_MAX + 20;
    const tournament = await createTournament(t.db, { maxPlayers: count });
    const players = await insertRows(
      t.db,
      'users',
      Array.from({ length: count }, (_, n) => ({
        username: `many_${n}`,
        email: `many${n}@club.example`,
        password: 'not-a-login',
      })),
    );
    await insertRows(
      t.db,
      'registrations',
      players.map((playerId, n) => ({
        tournament_id: tournament.id,
        player_id: playerId,
        payment_status: 'approved',
        payment_id: `UTR${String(n).padStart(9, '0')}`,
        registered_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      })),
    );
    const path = `/tournaments/${tournament.id}/registrations`;
    const first = await t.get(path).expect(200);
    expect(responseValidator('core', 'get', '/tournaments/{tournamentId}/registrations', 200)!(first.body)).toBe(true);
    expect(first.body.registrations).toHaveLength(PUBLIC_REGISTRATIONS_DEFAULT);
    expect(first.body.registrations[0].playerName).toBe('many_0');
    expect(Buffer.byteLength(first.text)).toBeLessThan(256 * 1024);

    const largest = await t.get(`${path}?limit=${PUBLIC_REGISTRATIONS_MAX}`).expect(200);
    expect(largest.body.registrations).toHaveLength(PUBLIC_REGISTRATIONS_MAX);
    expect(Buffer.byteLength(largest.text)).toBeLessThan(256 * 1024);
    const rest = await t.get(`${path}?limit=${PUBLIC_REGISTRATIONS_MAX}&page=2`).expect(200);
    expect(rest.body.registrations.map((r: { playerName: string }) => r.playerName)).toEqual(
      Array.from({ length: 20 }, (_, n) => `many_${PUBLIC_REGISTRATIONS_MAX + n}`),
    );
    expect(rest.headers.etag).not.toBe(largest.headers.etag);
    expect((await t.get(`${path}?limit=${PUBLIC_REGISTRATIONS_MAX + 1}`)).status).toBe(400);

    // a registrant beyond the first page finds their own row (with its id) after the page
    const late = players[count - 1];
    const mine = await t.get(path, late).expect(200);
    expect(mine.body.registrations).toHaveLength(PUBLIC_REGISTRATIONS_DEFAULT + 1);
    expect(mine.body.registrations.at(-1)).toMatchObject({
      playerId: late,
      paymentId: `UTR${String(count - 1).padStart(9, '0')}`,
    });
  });
});
