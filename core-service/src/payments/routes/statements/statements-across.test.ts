// Approving the exact matches of every open statement at once (of one tournament, or of all the
// organizer's open ones): counted first for the confirmation, each registration approved once even
// when two statements pay it, and nothing approved twice by a second call or a second tab.
import { responseValidator } from '@chess-portal/contracts/openapi';
import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { createRegistration, createUser } from '../../../../test/support/factories';
import { paidSwiss } from '../../../../test/support/organizer';
import { fixtureCredits, statementCsv } from '../../../../test/support/statement-fixtures';
import { SERVICE_TOKEN, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, Registration, type Tournament, type User } from '../../../db/models';

const t = useTestApp();
const CREATED = new Date('2026-03-01T04:00:00Z');
const PAID_AT = new Date('2026-03-02T09:00:00Z');

const upload = (as: User, body: string, fileName: string) =>
  t
    .raw()
    .post(`/organizer/statements?fileName=${fileName}`)
    .set('Authorization', `Bearer ${SERVICE_TOKEN}`)
    .set('X-Acting-User-Id', as.id)
    .set('Content-Type', 'application/octet-stream')
    .send(Buffer.from(body));

const valid = (method: 'get' | 'post', path: string, status: number, body: unknown) =>
  expect(responseValidator('core', method, path, status)!(body)).toBe(true);

let organizer: User;
let swiss: Tournament;
let blitz: Tournament;
const statements: string[] = [];
const regs: Registration[] = [];

beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer', upiId: 'coach@upi' });
  swiss = await paidSwiss(t, organizer, { name: 'Across Swiss', createdAt: CREATED, lichessTeamSlug: null });
  blitz = await paidSwiss(t, organizer, { name: 'Across Blitz', createdAt: CREATED, lichessTeamSlug: null });
  // eight credits of ₹150: 0–4 pay Across Swiss, 5–7 Across Blitz (7 is ₹50 short)
  const credits = fixtureCredits(8, PAID_AT, '150.00', 417260000100);
  credits[7] = { ...credits[7], amount: '100.00' };
  for (let i = 0; i < 8; i++) {
    const player = await createUser(t.db, { username: `across_p${i}` });
    regs.push(
      await createRegistration(t.db, i < 5 ? swiss.id : blitz.id, player.id, {
        paymentId: credits[i].utr,
        registeredAt: new Date(PAID_AT.getTime() + i * 60_000 + 30_000),
      }),
    );
  }
  // two statements that overlap on credit 2
  const first = await upload(
    organizer,
    statementCsv(
      'hdfc',
      [0, 1, 2, 5].map((i) => credits[i]),
    ),
    'hdfc.csv',
  );
  const second = await upload(
    organizer,
    statementCsv(
      'sbi',
      [2, 3, 6, 7].map((i) => credits[i]),
    ),
    'sbi.csv',
  );
  expect([first.status, second.status]).toEqual([200, 200]);
  statements.push(first.body.upload.id, second.body.upload.id);
});

const approvedIds = async () =>
  (
    await Registration.query(t.db).whereIn(
      'id',
      regs.map((r) => r.id),
    )
  )
    .filter((r) => r.paymentStatus === 'approved')
    .map((r) => r.id)
    .sort();

describe('every exact match of every open statement', () => {
  it('counts them for the confirmation: per tournament, or all, each registration once', async () => {
    const all = await t.get('/organizer/statements/exact-matches', organizer.id).expect(200);
    valid('get', '/organizer/statements/exact-matches', 200, all.body);
    // 0, 1, 2 (in both statements), 3, 5, 6; not 4 (in no statement) nor 7 (amount differs)
    expect(all.body).toEqual({ matched: 6, statements: 2 });
    const one = await t.get(`/organizer/statements/exact-matches?tournamentId=${blitz.id}`, organizer.id).expect(200);
    expect(one.body).toEqual({ matched: 2, statements: 2 });

    const bad = await t.get('/organizer/statements/exact-matches?tournamentId=nope', organizer.id).expect(400);
    expect(bad.body.message).toBe(STATEMENT_MESSAGES.tournamentNotFound);
    const stranger = await createUser(t.db, { role: 'organizer' });
    const notHers = await t.get(`/organizer/statements/exact-matches?tournamentId=${swiss.id}`, stranger.id);
    expect(notHers.status).toBe(404);
    expect((await t.get('/organizer/statements/exact-matches', stranger.id).expect(200)).body).toEqual({
      matched: 0,
      statements: 0,
    });
    const player = await createUser(t.db);
    expect((await t.get('/organizer/statements/exact-matches', player.id)).status).toBe(403);
  });

  it("approves one tournament's, then the rest once across two tabs, each with its statement line", async () => {
    const blitzOnly = await t.post('/organizer/statements/approve-exact', { tournamentId: blitz.id }, organizer.id);
    expect(blitzOnly.status).toBe(200);
    valid('post', '/organizer/statements/approve-exact', 200, blitzOnly.body);
    expect(blitzOnly.body).toMatchObject({
      success: true,
      succeeded: 2,
      failed: 0,
      remaining: 0,
      statements: 2,
      message: STATEMENT_MESSAGES.approvedAcross(2, 2),
    });
    expect(await approvedIds()).toEqual([regs[5].id, regs[6].id].sort());

    // two tabs send the same click at once: each registration is approved once
    const [a, b] = await Promise.all([
      t.post('/organizer/statements/approve-exact', {}, organizer.id),
      t.post('/organizer/statements/approve-exact', {}, organizer.id),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.succeeded + b.body.succeeded).toBe(4);
    expect(await approvedIds()).toEqual([0, 1, 2, 3, 5, 6].map((i) => regs[i].id).sort());
    const audits = await AuditLogEntry.query(t.db)
      .where({ action: 'registration.approved' })
      .whereIn(
        'entityId',
        regs.map((r) => r.id),
      );
    expect(audits).toHaveLength(6);
    const lines = audits.map((e) => (e.after as { evidence: { line: { utr: string } } }).evidence.line.utr).sort();
    expect(lines).toEqual([0, 1, 2, 3, 5, 6].map((i) => String(417260000100 + i)));

    // a third click approves nothing and says so
    const again = await t.post('/organizer/statements/approve-exact', {}, organizer.id).expect(200);
    expect(again.body).toMatchObject({
      success: true,
      succeeded: 0,
      failed: 0,
      remaining: 0,
      message: STATEMENT_MESSAGES.noExactMatches,
    });
    // each statement's own screen shows no exact match left; the exceptions stay
    const [first, second] = await Promise.all(
      statements.map((id) => t.get(`/organizer/statements/${id}`, organizer.id).expect(200)),
    );
    expect(first.body.summary).toMatchObject({ matched: 0 });
    expect(second.body.summary).toMatchObject({ matched: 0, 'amount-differs': 1 });
    expect(first.body.summary.approvedFromStatement + second.body.summary.approvedFromStatement).toBe(6);
  });

  it('refuses a body that is not a tournament id', async () => {
    const res = await t.post('/organizer/statements/approve-exact', { tournamentId: 'x' }, organizer.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^tournamentId /);
  });
});
