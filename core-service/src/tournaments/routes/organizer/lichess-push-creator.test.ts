// Who creates a tournament on Lichess (issue 26 item 2): a Swiss lives in a team and only its leaders may create
// one there, so an organizer whose connected account does not lead the team pushes with the platform account;
// one who leads it pushes with their own. The organizer's page says which, and why, before the push.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { SERVICE_TOKEN, useTestApp } from '../../../../test/support/test-app';
import { storeConnection } from '../../../lichess/identity/lichess-connection-service';
import { Tournament, User } from '../../../db/models';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const deps = () => ({ db: t.db, clock: t.clock, config: { serviceToken: SERVICE_TOKEN }, lichess: t.lichess.lichess });

/** Ravi connects `username` on the sandbox (OAuth's outcome, stored as the callback stores it). */
async function connectRavi(username: string) {
  const token = await t.lichess.token(username, ['tournament:write', 'team:read']);
  await storeConnection(deps(), w.ravi.id, { accessToken: token, username, scopes: ['tournament:write'] });
}
const disconnectRavi = () =>
  User.query(t.db).patch({ lichessAccessToken: null, lichessConnectedUsername: null }).findById(w.ravi.id);

const card = async (id: string) => {
  const res = await t.get(`/organizer/tournaments/${id}`, w.ravi.id).expect(200);
  expect(responseValidator('core', 'get', '/organizer/tournaments/{id}', 200)!(res.body)).toBe(true);
  return res.body.tournament.lichessCreator;
};
const createdBy = async (id: string) => (await Tournament.query(t.db).findById(id))!.lichessSettings?.createdBy;

afterEach(disconnectRavi);

describe('which Lichess account creates the tournament', () => {
  it("pushes a Swiss with the platform account when the organizer's own account does not lead the team, and says so first", async () => {
    await connectRavi('PawnPusher');
    const swiss = await paidSwiss(t, w.ravi, { entryFee: '0.00' });
    // one Lichess call a view: a cold process reads the team's leaders first, the platform account's name next
    expect(await card(swiss.id)).toBeNull();
    expect(await card(swiss.id)).toEqual({
      account: 'platform',
      username: 'ChessSchoolHQ',
      reason:
        'Your Lichess account PawnPusher does not lead the team "chess-school", and only its leaders can create a Swiss there, so the portal\'s Lichess account ChessSchoolHQ will create it.',
    });
    const res = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.ravi.id);
    expect(res.status).toBe(200);
    expect(await createdBy(swiss.id)).toBe('ChessSchoolHQ');
    expect(await card(swiss.id)).toBeNull(); // on Lichess now: nothing left to choose
  });

  it('the legacy panel creates a Swiss the same way', async () => {
    await connectRavi('PawnPusher');
    const swiss = await paidSwiss(t, w.ravi, { entryFee: '0.00' });
    await t
      .post(
        '/lichess/swiss/create',
        {
          tournamentId: swiss.id,
          name: 'Club Swiss Night',
          teamSlug: 'chess-school',
          nbRounds: 5,
          clockLimit: 300,
          clockIncrement: 3,
          startAtIso: '2026-07-10T13:00:00.000Z',
        },
        w.ravi.id,
      )
      .expect(200);
    expect(await createdBy(swiss.id)).toBe('ChessSchoolHQ');
  });

  it("pushes a Swiss with the organizer's own account when it leads the team", async () => {
    await connectRavi('DemoOrganizer');
    const swiss = await paidSwiss(t, w.ravi, { entryFee: '0.00' });
    expect(await card(swiss.id)).toMatchObject({
      account: 'own',
      username: 'DemoOrganizer',
      reason: 'Your Lichess account DemoOrganizer leads the team "chess-school", so it will create this Swiss there.',
    });
    await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.ravi.id).expect(200);
    expect(await createdBy(swiss.id)).toBe('DemoOrganizer');
  });

  it("creates an Arena with the organizer's own account, leader or not; without one, with the platform's", async () => {
    await connectRavi('PawnPusher');
    const arena = await paidSwiss(t, w.ravi, { entryFee: '0.00', system: 'arena' });
    expect(await card(arena.id)).toMatchObject({ account: 'own', username: 'PawnPusher' });
    await t.post(`/organizer/tournaments/${arena.id}/push`, {}, w.ravi.id).expect(200);
    expect(await createdBy(arena.id)).toBe('PawnPusher');

    await disconnectRavi();
    const swiss = await paidSwiss(t, w.ravi, { entryFee: '0.00' });
    expect(await card(swiss.id)).toMatchObject({
      account: 'platform',
      username: 'ChessSchoolHQ',
      reason:
        'You have not connected a Lichess account, so the portal\'s Lichess account ChessSchoolHQ will create this Swiss in the team "chess-school".',
    });
  });
});
