// 200 team-verified players join a 20-seat tournament at the same moment over real HTTP: exactly 20
// succeed, the other 180 hear 'Tournament is full', and the database holds exactly 20 rows. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL (where the transactions really run in parallel).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createTournament } from '../../../../test/support/factories';
import { SERVICE_TOKEN, useTestApp } from '../../../../test/support/test-app';
import { Registration } from '../../../db/models';

const t = useTestApp();
const PLAYERS = 200;
const SEATS = 20;

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer(t.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function insertPlayers(count: number): Promise<string[]> {
  const batch = randomBytes(3).toString('hex');
  const users = Array.from({ length: count }, (_, i) => ({
    username: `racer_${batch}_${i}`,
    email: `racer_${batch}_${i}@example.com`,
    password: 'not-used',
    teamVerified: true,
  }));
  const rows: { id: string }[] = await t.db('users').insert(users).returning('id');
  return rows.map((r) => r.id);
}

function join(tournamentId: string, playerId: string, transactionId: string) {
  return fetch(`${baseUrl}/tournaments/${tournamentId}/join`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_TOKEN}`, 'X-Acting-User-Id': playerId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ transactionId }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }));
}

it(`${PLAYERS} simultaneous joins into a ${SEATS}-seat tournament take exactly ${SEATS} seats`, async () => {
  const tournament = await createTournament(t.db, { maxPlayers: SEATS, entryFee: '50' });
  const players = await insertPlayers(PLAYERS);
  const answers = await Promise.all(players.map((id, i) => join(tournament.id, id, `UPI${String(i).padStart(9, '0')}`)));

  const created = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409);
  expect({ created: created.length, refused: refused.length }).toEqual({ created: SEATS, refused: PLAYERS - SEATS });
  expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set(['Tournament is full']));
  expect(await Registration.query(t.db).where({ tournamentId: tournament.id }).resultSize()).toBe(SEATS);

  const view = await t.get(`/tournaments/${tournament.id}`);
  expect(view.body).toMatchObject({ registrationCount: SEATS, spotsLeft: 0, registrationOpen: false });
}, 60_000);

it('the same player submitting the same join 10 times at once ends with one registration', async () => {
  const tournament = await createTournament(t.db, { maxPlayers: 5 });
  const [player] = await insertPlayers(1);
  const answers = await Promise.all(Array.from({ length: 10 }, () => join(tournament.id, player, 'UPI777777777')));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(await Registration.query(t.db).where({ tournamentId: tournament.id }).resultSize()).toBe(1);
});
