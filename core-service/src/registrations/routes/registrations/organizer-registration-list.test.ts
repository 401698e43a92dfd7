// The organizer's registrations page, search and filter on the server (520 registrations),
// bulk approve / reject with the single review's warnings, and the CSV export (free events too).
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createTournament, createUser, insertRows } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { Registration, Tournament, type User } from '../../../db/models';

const t = useTestApp();
const N = 520;

let organizer: User;
let tournament: Tournament;
let free: Tournament;
let ids: string[];
beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer' });
  tournament = await createTournament(t.db, { organizerId: organizer.id, entryFee: '150', maxPlayers: 1000 });
  free = await createTournament(t.db, { organizerId: organizer.id, entryFee: '0', name: 'Free Friday, "Blitz"' });
  // 520 players and registrations in two inserts: every 4th approved, every 4th + 1 rejected, the rest pending;
  // player 7's transaction id is UTR-SEVEN, every player n has Lichess name lichess_n.
  const users = Array.from({ length: N }, (_, n) => ({
    username: `pupil_${String(n).padStart(3, '0')}`,
    email: `pupil${n}@school.example`,
    password: 'not-a-login',
    lichess_username: n % 2 ? `lichess_${n}` : null,
  }));
  const players = await insertRows(t.db, 'users', users);
  const regs = players.map((id, n) => ({
    tournament_id: tournament.id,
    player_id: id,
    payment_status: ['approved', 'rejected', 'pending', 'pending'][n % 4],
    payment_id: n === 7 ? 'UTR-SEVEN' : n % 3 ? `UTR${n}` : null,
    registered_at: new Date(Date.UTC(2026, 1, 1, 0, n)),
  }));
  ids = await insertRows(t.db, 'registrations', regs);
});

const list = (query: string) => t.get(`/organizer/tournaments/${tournament.id}/registrations?${query}`, organizer.id);

describe('GET /organizer/tournaments/:id/registrations with paging', () => {
  it('without page or limit answers the first 100 (every answer bounded), with counts by status', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments/{id}/registrations', 200)!(res.body)).toBe(true);
    expect(res.body.registrations).toHaveLength(100);
    expect(res.body.next).toEqual(expect.any(String));
    expect(res.body.counts).toEqual({
      total: N,
      registered: 390,
      approved: 130,
      rejected: 130,
      pending: 260,
      revoked: 0,
      withdrawn: 0,
    });
  });

  it('pages, filters by status and searches name, e-mail, Lichess name and transaction id in the database', async () => {
    const pending = await list('status=pending&page=2&limit=50');
    expect(pending.body.paging).toEqual({ page: 2, limit: 50, total: 260, pages: 6 });
    expect(pending.body.registrations).toHaveLength(50);
    expect(pending.body.registrations.every((r: { paymentStatus: string }) => r.paymentStatus === 'pending')).toBe(
      true,
    );
    expect(pending.body.registrations[0].player.username).toBe('pupil_102');
    expect(pending.body.counts.total).toBe(N);

    expect((await list('q=utr-seven')).body.registrations.map((r: { id: string }) => r.id)).toEqual([ids[7]]);
    expect((await list('q=pupil_01')).body.paging.total).toBe(10);
    expect((await list('q=PUPIL5')).body.paging.total).toBe(31); // e-mails pupil5@, pupil50-59@, pupil500-519@
    // lichess_51 and lichess_511..519 (odd players only); rejected are the 4n + 1
    expect((await list('q=lichess_51&status=rejected')).body.registrations.map((r: { id: string }) => r.id)).toEqual([
      ids[513],
      ids[517],
    ]);
    expect((await list('q=100%25')).body.paging.total).toBe(0);
  });

  it('refuses a bad filter (400) and other organizers (403)', async () => {
    expect((await list('status=paid')).status).toBe(400);
    const stranger = await createUser(t.db, { role: 'organizer' });
    expect((await t.get(`/organizer/tournaments/${tournament.id}/registrations`, stranger.id)).status).toBe(403);
  });
});

describe('POST /organizer/tournaments/:id/registrations/bulk-review', () => {
  const bulk = (body: object, as = organizer.id) =>
    t.post(`/organizer/tournaments/${tournament.id}/registrations/bulk-review`, body, as);

  it('approves each selected pending registration with its own warnings; a non-pending one fails alone', async () => {
    const res = await bulk({ action: 'approve', registrationIds: [ids[2], ids[3], ids[0]] });
    expect(res.status).toBe(200);
    expect(
      responseValidator('core', 'post', '/organizer/tournaments/{id}/registrations/bulk-review', 200)!(res.body),
    ).toBe(true);
    expect(res.body).toMatchObject({ success: false, succeeded: 2, failed: 1, message: '2 approved, 1 not approved' });
    expect(res.body.results[0]).toMatchObject({ registrationId: ids[2], ok: true, playerName: 'pupil_002' });
    // the single approval's warnings: pupil_002 has no Lichess name, pupil_003 gave no transaction id
    expect(res.body.results[0].warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('pupil_002 has no Lichess username')]),
    );
    expect(res.body.results[1].warnings).toEqual([
      'No transaction ID was given for this paid registration.',
      'pupil_003\'s Lichess username "lichess_3" is not verified.',
    ]);
    expect(res.body.results[2]).toMatchObject({ ok: false, message: expect.stringContaining('Only pending') });
    const after = await Tournament.query(t.db).findById(tournament.id);
    expect(after!.totalCollected).toBe('300.00');
  });

  it('rejects in bulk and validates the selection', async () => {
    const res = await bulk({ action: 'reject', registrationIds: [ids[6], ids[10]] });
    expect(res.body).toMatchObject({ success: true, succeeded: 2, message: '2 registrations rejected' });
    expect((await Registration.query(t.db).findById(ids[6]!))!.paymentStatus).toBe('rejected');
    expect((await bulk({ action: 'reject', registrationIds: [] })).status).toBe(400);
    expect((await bulk({ action: 'reject', registrationIds: [ids[1], ids[1]] })).status).toBe(400);
    expect((await bulk({ action: 'approve', registrationIds: ['x'] })).status).toBe(400);
    const stranger = await createUser(t.db, { role: 'organizer' });
    expect((await bulk({ action: 'reject', registrationIds: [ids[14]] }, stranger.id)).status).toBe(403);
  });
});

describe('GET /organizer/tournaments/:id/export-csv', () => {
  it('answers every registration with the columns an organizer needs, as an attachment', async () => {
    const res = await t.get(`/organizer/tournaments/${tournament.id}/export-csv`, organizer.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="tournament_[0-9a-f]{8}_registrations.csv"/,
    );
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Registration ID,Player,Email,Lichess username,Lichess verified,Status,Transaction ID,Entry fee (INR),Registered at (IST),Approved at (IST),Team verified,Joined on Lichess',
    );
    expect(lines).toHaveLength(N + 1);
    expect(lines[8]).toBe(
      `${ids[7]},pupil_007,pupil7@school.example,lichess_7,no,pending,UTR-SEVEN,150.00,2026-02-01 05:37,,no,no`,
    );
    const filtered = await t.get(`/organizer/tournaments/${tournament.id}/export-csv?status=approved`, organizer.id);
    expect(filtered.text.trimEnd().split('\r\n')).toHaveLength(130 + 2 + 1);
  });

  it('exports a free tournament too, quoting what needs quoting and defusing formulas', async () => {
    const player = await createUser(t.db, { username: 'mallory', email: 'm@example.com', lichessUsername: 'Mal' });
    await Registration.query(t.db).insert({ tournamentId: free.id, playerId: player.id, paymentId: '=HYPERLINK("x")' });
    const res = await t.get(`/organizer/tournaments/${free.id}/export-csv`, organizer.id);
    expect(res.headers['content-disposition']).toContain('filename="free_friday___blitz__registrations.csv"');
    expect(res.text.split('\r\n')[1]).toContain(`,pending,"'=HYPERLINK(""x"")",0.00,`);
  });
});
