import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { Registration, User } from '@chess-portal/core-service/testing';
import { startOrganizerStack, type OrganizerStack } from '../test/support/organizer-stack';

let stack: OrganizerStack;
let cookies: string[];
beforeAll(async () => {
  stack = await startOrganizerStack();
  cookies = await stack.signIn('organizer');
}, 30_000);
afterAll(() => stack.close());

const api = () => request(stack.organizer);
const valid = (method: string, path: string, status: number, body: unknown) =>
  expect(responseValidator('bff-organizer', method, path, status)!(body)).toBe(true);
const form = {
  title: 'Monsoon Swiss',
  description: 'Prize for the winner. Friendly rapid games.',
  type: 'swiss',
  starts_at: '2027-01-12T18:00',
  clock_limit: 10,
  clock_increment: 5,
  nb_rounds: 5,
  round_interval: 60,
  entry_fee: '200',
  manual_join: false,
  team_slug: 'chess-school',
  qr_image: '',
};

async function registeredPlayer(tournamentId: string, lichessUsername: string) {
  const user = await User.query(stack.core.db).insert({
    username: `p_${lichessUsername}`.slice(0, 20),
    email: `${lichessUsername}@example.com`,
    password: 'x',
    lichessUsername,
    lichessVerified: true,
    teamVerified: true,
  });
  return Registration.query(stack.core.db).insert({ tournamentId, playerId: user.id, paymentId: '445566778899' });
}

describe('bff-organizer against the real core and the Lichess sandbox', () => {
  it('runs a paid Swiss: create, approve, push, remove a player, close with a commission the organizer pays', async () => {
    const defaults = await api().get('/api/organizer/tournaments/new').set('Cookie', cookies).expect(200);
    valid('get', '/api/organizer/tournaments/new', 200, defaults.body);
    expect(defaults.body.defaultValues).toMatchObject({ type: 'swiss', team_slug: 'chess-school' });

    const created = await api().post('/api/organizer/tournaments').set('Cookie', cookies).send(form).expect(201);
    valid('post', '/api/organizer/tournaments', 201, created.body);
    const id = created.body.tournament.id as string;

    const reg = await registeredPlayer(id, 'QueenGambit');
    const approved = await api()
      .post(`/api/organizer/tournaments/${id}/registrations/${reg.id}/approve`)
      .set('Cookie', cookies)
      .expect(200);
    valid('post', '/api/organizer/tournaments/{id}/registrations/{regId}/approve', 200, approved.body);
    expect(approved.body).toMatchObject({ message: 'Registration approved', warnings: [] });

    const pushed = await api().post(`/api/organizer/tournaments/${id}/push`).set('Cookie', cookies).expect(200);
    valid('post', '/api/organizer/tournaments/{id}/push', 200, pushed.body);
    const detail = await api().get(`/api/organizer/tournaments/${id}`).set('Cookie', cookies).expect(200);
    valid('get', '/api/organizer/tournaments/{id}', 200, detail.body);
    expect(detail.body).toMatchObject({
      canPushToLichess: false,
      tournament: { lichessUrl: pushed.body.lichessUrl, totalCollected: '200.00', commissionDue: '20.00' },
    });

    const removed = await api()
      .delete('/api/lichess/swiss/remove-player')
      .set('Cookie', cookies)
      .send({ lichessId: pushed.body.lichessTournamentId, username: 'QueenGambit' })
      .expect(200);
    valid('delete', '/api/lichess/swiss/remove-player', 200, removed.body);
    expect(removed.body).toMatchObject({ success: true, allowList: [] });

    const closed = await api().post(`/api/organizer/tournaments/${id}/close`).set('Cookie', cookies).expect(200);
    // Close ends it on Lichess too
    expect(closed.body).toMatchObject({
      message: 'Tournament closed successfully. It was ended on Lichess too.',
      commissionDue: '20.00',
    });
    const commissions = await api().get('/api/organizer/commissions').set('Cookie', cookies).expect(200);
    valid('get', '/api/organizer/commissions', 200, commissions.body);
    const mine = commissions.body.commissions.find((c: { tournamentId: string }) => c.tournamentId === id);
    const paid = await api()
      .post(`/api/organizer/commissions/${mine.id}/pay`)
      .set('Cookie', cookies)
      .send({ transactionId: 'UPI123123123123' })
      .expect(200);
    valid('post', '/api/organizer/commissions/{id}/pay', 200, paid.body);
    expect(paid.body.commission.organizerTransactionId).toBe('UPI123123123123');
  });

  it('filters registrations by every status, revoked and withdrawn too, with the counts of product.md §3', async () => {
    const created = await api()
      .post('/api/organizer/tournaments')
      .set('Cookie', cookies)
      .send({ ...form, title: 'Counted Swiss' })
      .expect(201);
    const id = created.body.tournament.id as string;
    const revoked = await registeredPlayer(id, 'RevokedRita');
    const withdrawn = await registeredPlayer(id, 'WithdrawnWes');
    await registeredPlayer(id, 'PendingPia');
    await Registration.query(stack.core.db).patch({ paymentStatus: 'revoked' }).findById(revoked.id);
    await Registration.query(stack.core.db).patch({ paymentStatus: 'withdrawn' }).findById(withdrawn.id);
    for (const [status, regId] of [
      ['revoked', revoked.id],
      ['withdrawn', withdrawn.id],
    ]) {
      const res = await api()
        .get(`/api/organizer/tournaments/${id}/registrations?status=${status}`)
        .set('Cookie', cookies)
        .expect(200);
      valid('get', '/api/organizer/tournaments/{id}/registrations', 200, res.body);
      expect(res.body.registrations.map((r: { id: string }) => r.id)).toEqual([regId]);
      expect(res.body.counts).toEqual({
        total: 3,
        registered: 1,
        pending: 1,
        approved: 0,
        rejected: 0,
        revoked: 1,
        withdrawn: 1,
      });
      expect(res.body.tournament.registrationCount).toBe(1);
    }
    const legacy = await api()
      .get(`/api/organizer/tournaments/${id}/registrations?status=paid`)
      .set('Cookie', cookies)
      .expect(400);
    expect(legacy.body.message).toEqual(expect.any(String));
  });

  it('answers the product.md §5 form messages for bad input before calling core', async () => {
    const bad = async (path: string, body: object, method: 'post' | 'delete' = 'post') =>
      (await api()[method](path).set('Cookie', cookies).send(body)).body;
    expect(await bad('/api/organizer/tournaments', { ...form, team_slug: '' })).toEqual({
      message: 'Team slug is required for Swiss tournaments',
    });
    expect(await bad('/api/organizer/tournaments', { ...form, round_interval: 10 })).toEqual({
      message: 'Minimum 30 seconds',
    });
    expect(
      await bad('/api/lichess/arena/create', {
        tournamentId: 'x',
        name: 'A much too long Arena tournament name',
        clockLimit: 60,
        clockIncrement: 0,
      }),
    ).toEqual({ message: 'Tournament name must be 30 characters or less' });
    expect(await bad('/api/lichess/arena/create', { name: 'Fine', clockLimit: 60, clockIncrement: 0 })).toEqual({
      message: 'Tournament ID required',
    });
    expect(await bad('/api/lichess/swiss/remove-player', { lichessId: 'abc', username: '' }, 'delete')).toEqual({
      message: 'Lichess username is required',
    });
    expect(
      await bad('/api/organizer/commissions/00000000-0000-4000-8000-000000000000/pay', { transactionId: '' }),
    ).toEqual({ message: 'Transaction ID is required' });
  });

  it('refuses players and visitors on the organizer and integration calls', async () => {
    const player = await stack.signIn('player');
    expect((await api().post('/api/organizer/tournaments').set('Cookie', player).send(form)).status).toBe(403);
    expect(
      (
        await api()
          .post('/api/lichess/swiss/add-player')
          .set('Cookie', player)
          .send({ lichessId: 'x', username: 'QueenGambit' })
      ).status,
    ).toBe(403);
    expect((await api().get('/api/organizer/commissions')).status).toBe(401);
  });
});
