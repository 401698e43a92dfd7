// Close ends a pushed tournament on Lichess too (deleted there before its start), and
// End / Delete / Close when the creating Lichess account's token is gone.
import { CREATOR_NO_LONGER_CONNECTED } from '@chess-portal/contracts';
import { del, organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { SERVICE_TOKEN, useTestApp } from '../../../../test/support/test-app';
import { storeConnection } from '../../../lichess/identity/lichess-connection-service';
import { Tournament, User } from '../../../db/models';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const deps = () => ({ db: t.db, clock: t.clock, config: { serviceToken: SERVICE_TOKEN }, lichess: t.lichess.lichess });
const push = async (id: string, user = w.anita) =>
  (await t.post(`/organizer/tournaments/${id}/push`, {}, user.id).expect(200)).body.lichessTournamentId as string;
const onLichess = async (kind: 'swiss' | 'tournament', id: string) => {
  const res = await fetch(`${t.lichess.sandbox.url}/api/${kind}/${id}`);
  return res.status === 404 ? 'gone' : ((await res.json()) as { status: string | number }).status;
};
const reload = async (id: string) => (await Tournament.query(t.db).findById(id))!;

/** Ravi connects DemoOrganizer (a chess-school leader with the tournament permission) and pushes with it. */
async function connectRavi() {
  const token = await t.lichess.token('DemoOrganizer', ['tournament:write', 'team:read']);
  await storeConnection(deps(), w.ravi.id, {
    accessToken: token,
    username: 'DemoOrganizer',
    scopes: ['tournament:write'],
  });
}
const disconnectRavi = () =>
  User.query(t.db).patch({ lichessAccessToken: null, lichessConnectedUsername: null }).findById(w.ravi.id);

describe('Close on Lichess', () => {
  it('closes a pushed tournament that has not started: Lichess deletes it', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const id = await push(swiss.id);
    const res = await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.anita.id).expect(200);
    expect(res.body.message).toBe('Tournament closed successfully. It was ended on Lichess too.');
    expect(await onLichess('swiss', id)).toBe('gone');
    expect((await reload(swiss.id)).status).toBe('completed');
  });

  it('closes a started Arena: Lichess finishes it', async () => {
    const arena = await paidSwiss(t, w.anita, {
      system: 'arena',
      timeControl: '3+2',
      rounds: null,
      lichessTeamSlug: null,
    });
    const id = await push(arena.id);
    await t.lichess.control('POST', `/tournaments/${id}/start`);
    await t.post(`/organizer/tournaments/${arena.id}/close`, {}, w.anita.id).expect(200);
    const info = (await (await fetch(`${t.lichess.sandbox.url}/api/tournament/${id}`)).json()) as {
      isFinished?: boolean;
    };
    expect(info.isFinished).toBe(true);
  });

  it('a Lichess failure closes nothing', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const id = await push(swiss.id);
    await t.lichess.fault(`/api/swiss/${id}/terminate`, 503);
    expect((await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.anita.id)).status).toBe(502);
    expect((await reload(swiss.id)).status).toBe('registration');
  });
});

describe('the creating Lichess account is no longer connected', () => {
  it('ends with the platform token when the platform account created it (no organizer token needed)', async () => {
    const swiss = await paidSwiss(t, w.anita); // anita never connected: pushed with the platform token
    const id = await push(swiss.id);
    const res = await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.anita.id).expect(200);
    expect(res.body.details).toEqual({ hadLichessIntegration: true, lichessTerminated: true });
    expect(await onLichess('swiss', id)).toBe('gone');
  });

  it('the platform leads the team but Lichess lets only the creator end it: says so, then ends it here only', async () => {
    await connectRavi();
    const swiss = await paidSwiss(t, w.ravi);
    const id = await push(swiss.id, w.ravi);
    await disconnectRavi();
    const refused = await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.ravi.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This tournament cannot be ended on Lichess: ${CREATOR_NO_LONGER_CONNECTED}. You can end it here only.`,
    );
    expect((await reload(swiss.id)).status).toBe('registration');
    const res = await t.post(`/organizer/tournaments/${swiss.id}/end`, { hereOnly: true }, w.ravi.id).expect(200);
    expect(res.body.details).toEqual({ hadLichessIntegration: true, lichessTerminated: false });
    expect(res.body.message).toMatch(/not changed on Lichess/);
    expect((await reload(swiss.id)).status).toBe('cancelled');
    expect(await onLichess('swiss', id)).not.toBe('gone');
  });

  it('the platform does not lead the team: says so without trying, and deletes here only when asked', async () => {
    await connectRavi();
    const swiss = await paidSwiss(t, w.ravi, { lichessTeamSlug: 'secret-club' });
    const id = await push(swiss.id, w.ravi);
    // another account connected since: the creator's token is gone as well
    const other = await t.lichess.token('TeamHelper', ['tournament:write']);
    await storeConnection(deps(), w.ravi.id, {
      accessToken: other,
      username: 'TeamHelper',
      scopes: ['tournament:write'],
    });
    const refused = await del(t, `/organizer/tournaments/${swiss.id}`, w.ravi.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This tournament cannot be deleted on Lichess: ${CREATOR_NO_LONGER_CONNECTED}. You can delete it here only.`,
    );
    const res = await del(t, `/organizer/tournaments/${swiss.id}?hereOnly=true`, w.ravi.id).expect(200);
    expect(res.body.details).toEqual({ hadLichessIntegration: true, lichessDeleted: false });
    expect(await Tournament.query(t.db).findById(swiss.id)).toBeUndefined();
    expect(await onLichess('swiss', id)).not.toBe('gone');
  });

  it('an expired creator token counts as gone too; reconnecting the creator ends it on Lichess again', async () => {
    await connectRavi();
    const swiss = await paidSwiss(t, w.ravi);
    const id = await push(swiss.id, w.ravi);
    await User.query(t.db)
      .patch({ lichessTokenExpiresAt: new Date('2026-01-01T00:00:00Z') })
      .findById(w.ravi.id);
    expect((await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.ravi.id)).status).toBe(409);
    await connectRavi();
    await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.ravi.id).expect(200);
    expect(await onLichess('swiss', id)).toBe('gone');
  });
});
