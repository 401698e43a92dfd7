import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { Registration, Tournament, User, fixtureCredits, statementSheet } from '@chess-portal/core-service/testing';
import { startOrganizerStack, type OrganizerStack } from '../../../test/support/organizer-stack';

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

describe('/api/organizer/statements', () => {
  it('takes the statement file as the raw body, passes it to core, and approves the exact matches', async () => {
    const created = await api()
      .post('/api/organizer/tournaments')
      .set('Cookie', cookies)
      .send({
        title: 'Statement Swiss',
        description: 'Paid rapid Swiss for the statement test.',
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
      })
      .expect(201);
    const tournament = await Tournament.query(stack.core.db).findById(created.body.tournament.id).throwIfNotFound();
    const player = await User.query(stack.core.db).insert({
      username: 'statement_payer',
      email: 'statement.payer@example.com',
      password: 'x',
    });
    await Registration.query(stack.core.db).insert({
      tournamentId: tournament.id,
      playerId: player.id,
      paymentId: '445566770001',
    });
    const credits = fixtureCredits(1, new Date(tournament.createdAt.getTime() + 3_600_000), '200.00', 445566770001);
    const file = statementSheet('paytm', credits);

    const res = await api()
      .post('/api/organizer/statements?fileName=paytm.xlsx')
      .set('Cookie', cookies)
      .set('Content-Type', 'application/octet-stream')
      .send(file)
      .expect(200);
    valid('post', '/api/organizer/statements', 200, res.body);
    expect(res.body.upload).toMatchObject({ status: 'done', layout: 'Paytm for Business', fileName: 'paytm.xlsx' });
    expect(res.body.registrations).toEqual([
      expect.objectContaining({ playerName: 'statement_payer', status: 'matched' }),
    ]);

    const list = await api().get('/api/organizer/statements').set('Cookie', cookies).expect(200);
    valid('get', '/api/organizer/statements', 200, list.body);
    const before = await api().get('/api/organizer/statements/exact-matches').set('Cookie', cookies).expect(200);
    expect(before.body).toEqual({ matched: 1, statements: 1 });
    const approved = await api()
      .post(`/api/organizer/statements/${res.body.upload.id}/approve`)
      .set('Cookie', cookies)
      .send({})
      .expect(200);
    valid('post', '/api/organizer/statements/{id}/approve', 200, approved.body);
    expect(approved.body).toMatchObject({ succeeded: 1, failed: 0 });
    // every open statement at once: counted for the confirmation, then approved (nothing left here)
    const count = await api()
      .get(`/api/organizer/statements/exact-matches?tournamentId=${tournament.id}`)
      .set('Cookie', cookies)
      .expect(200);
    valid('get', '/api/organizer/statements/exact-matches', 200, count.body);
    expect(count.body).toEqual({ matched: 0, statements: 0 });
    const across = await api()
      .post('/api/organizer/statements/approve-exact')
      .set('Cookie', cookies)
      .send({ tournamentId: tournament.id })
      .expect(200);
    valid('post', '/api/organizer/statements/approve-exact', 200, across.body);
    expect(across.body).toMatchObject({ succeeded: 0, message: STATEMENT_MESSAGES.noExactMatches });
    const bad = await api()
      .post('/api/organizer/statements/approve-exact')
      .set('Cookie', cookies)
      .send({ tournamentId: 'nope' })
      .expect(400);
    expect(bad.body.message).toMatch(/tournamentId/);
    const again = await api()
      .post('/api/organizer/statements')
      .set('Cookie', cookies)
      .set('Content-Type', 'application/octet-stream')
      .send(file)
      .expect(409);
    expect(again.body.message).toMatch(/already uploaded this statement/);
  });

  it('refuses other body types, files over the limit, and players', async () => {
    const json = await api().post('/api/organizer/statements').set('Cookie', cookies).send({ file: 'x' }).expect(415);
    expect(json.body).toEqual({ message: STATEMENT_MESSAGES.unsupportedType });
    const big = await api()
      .post('/api/organizer/statements')
      .set('Cookie', cookies)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.alloc(20 * 1024 * 1024, 'a'))
      .expect(413);
    expect(big.body.message).toMatch(/statements up to 10\.0 MB/);
    const form = await api()
      .post('/api/organizer/statements')
      .set('Cookie', cookies)
      .set('Content-Type', 'text/plain')
      .send('Date,Narration')
      .expect(415);
    expect(form.body.message).toMatch(/JSON|CSV, XLSX/);
  });
});
