import { responseValidator } from '@chess-portal/contracts/openapi';
import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { createRegistration, createUser } from '../../../../test/support/factories';
import { paidSwiss } from '../../../../test/support/organizer';
import { fixtureCredits, statementCsv, type FixtureCredit } from '../../../../test/support/statement-fixtures';
import { SERVICE_TOKEN, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, Registration, StatementLine, type Tournament, type User } from '../../../db/models';

const t = useTestApp();
const CREATED = new Date('2026-03-01T04:00:00Z');
const PAID_AT = new Date('2026-03-02T09:00:00Z');

const upload = (as: User, body: Buffer | string, query = 'fileName=statement.csv') =>
  t
    .raw()
    .post(`/organizer/statements?${query}`)
    .set('Authorization', `Bearer ${SERVICE_TOKEN}`)
    .set('X-Acting-User-Id', as.id)
    .set('Content-Type', 'application/octet-stream')
    .send(Buffer.from(body));

const valid = (method: 'get' | 'post', path: string, status: number, body: unknown) =>
  expect(responseValidator('core', method, path, status)!(body)).toBe(true);

let organizer: User;
let tournament: Tournament;
let players: User[];
let credits: FixtureCredit[];
const regs: Record<string, Registration> = {};

beforeAll(async () => {
  organizer = await createUser(t.db, { role: 'organizer', upiId: 'coach@upi' });
  tournament = await paidSwiss(t, organizer, { createdAt: CREATED, lichessTeamSlug: null });
  const names = ['aarav_shah', 'diya_patel', 'vihaan_rao', 'ananya_iyer', 'kabir_singh', 'ishita_das'];
  players = [];
  for (const username of names) players.push(await createUser(t.db, { username }));
  credits = fixtureCredits(6, PAID_AT, '150.00', 417250000100);
  credits[3] = { ...credits[3], amount: '100.00' }; // ananya paid ₹50 short
  credits[4] = { ...credits[4], utr: '417259999999' }; // kabir typed another UTR
  const paymentIds = credits.map((c) => c.utr);
  paymentIds[4] = '417250000104';
  for (let i = 0; i < 6; i++)
    regs[names[i]] = await createRegistration(t.db, tournament.id, players[i].id, {
      paymentId: i === 5 ? '417250000777' : paymentIds[i], // ishita's payment is not in the statement
      registeredAt: new Date(PAID_AT.getTime() + i * 60_000 + 30_000),
    });
});

describe('POST /organizer/statements and the reconciliation', () => {
  let statementId: string;

  it('reads an HDFC CSV and shows each pending registration against it', async () => {
    const res = await upload(organizer, statementCsv('hdfc', credits.slice(0, 5)), 'fileName=hdfc.csv');
    expect(res.status).toBe(200);
    valid('post', '/organizer/statements', 200, res.body);
    statementId = res.body.upload.id;
    expect(res.body.upload).toMatchObject({
      status: 'done',
      layout: 'HDFC Bank',
      creditsCount: 5,
      fileName: 'hdfc.csv',
    });
    expect(res.body.privacy).toBe(STATEMENT_MESSAGES.privacy);
    const status = Object.fromEntries(
      res.body.registrations.map((r: { playerName: string; status: string }) => [r.playerName, r.status]),
    );
    expect(status).toEqual({
      aarav_shah: 'matched',
      diya_patel: 'matched',
      vihaan_rao: 'matched',
      ananya_iyer: 'amount-differs',
      kabir_singh: 'not-in-statement',
      ishita_das: 'not-in-statement',
    });
    const ananya = res.body.registrations.find((r: { playerName: string }) => r.playerName === 'ananya_iyer');
    expect(ananya.difference).toBe('₹50.00 short');
    const kabir = res.body.registrations.find((r: { playerName: string }) => r.playerName === 'kabir_singh');
    expect(kabir.suggestedLine).toMatchObject({ utr: '417259999999', amount: '150.00' });
    expect(res.body.unmatchedCredits).toEqual([
      expect.objectContaining({
        line: expect.objectContaining({ utr: '417259999999' }),
        suggestions: [expect.objectContaining({ playerName: 'kabir_singh' }), expect.anything()],
      }),
    ]);
    expect(res.body.summary).toMatchObject({
      matched: 3,
      'amount-differs': 1,
      'not-in-statement': 2,
      unmatchedCredits: 1,
    });
    // only the lines that concern the registrations are kept: the debit is not
    expect(await StatementLine.query(t.db).where('uploadId', statementId)).toHaveLength(5);
    expect(res.body.unmatchedCredits[0].line.vpa).toBe('kabir4@okaxis');
  });

  it('refuses the same statement twice, other kinds of body, and a file over the limit', async () => {
    const again = await upload(organizer, statementCsv('hdfc', credits.slice(0, 5)), 'fileName=copy.csv');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already uploaded this statement \(hdfc\.csv\)/);
    const json = await t.post('/organizer/statements', { file: 'x' }, organizer.id);
    expect(json.status).toBe(415);
    const big = await upload(organizer, Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/statements up to 10\.0 MB/);
    const empty = await upload(organizer, '');
    expect(empty.body).toEqual({ message: STATEMENT_MESSAGES.empty });
  });

  it('refuses a statement from before the open tournaments, and an organizer with nothing to match', async () => {
    const old = fixtureCredits(2, new Date('2025-12-01T09:00:00Z'), '150.00', 417250005000);
    const res = await upload(organizer, statementCsv('sbi', old));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^This statement covers 1 Dec 2025 to 1 Dec 2025, before your open tournaments/);
    const other = await createUser(t.db, { role: 'organizer' });
    expect((await upload(other, statementCsv('sbi', credits))).body).toEqual({
      message: STATEMENT_MESSAGES.noOpenTournaments,
    });
    expect((await t.get(`/organizer/statements/${statementId}`, other.id)).status).toBe(404);
  });

  it('approves every exact match in one call, with the statement line as evidence', async () => {
    const res = await t.post(`/organizer/statements/${statementId}/approve`, {}, organizer.id);
    expect(res.status).toBe(200);
    valid('post', '/organizer/statements/{id}/approve', 200, res.body);
    expect(res.body).toMatchObject({ success: true, succeeded: 3, failed: 0, remaining: 0 });
    const approved = await Registration.query(t.db).whereIn('id', [
      regs.aarav_shah.id,
      regs.diya_patel.id,
      regs.vihaan_rao.id,
    ]);
    expect(approved.map((r) => r.paymentStatus)).toEqual(['approved', 'approved', 'approved']);
    const audit = await AuditLogEntry.query(t.db).where({
      entityId: regs.aarav_shah.id,
      action: 'registration.approved',
    });
    expect(audit).toHaveLength(1);
    const after = audit[0].after as { evidence: { source: string; fileSha256: string; line: object } };
    expect(after.evidence).toMatchObject({
      source: 'statement',
      fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      line: { amount: '150.00', utr: '417250000100', date: '2026-03-01T18:30:00.000Z' },
    });
    const page = await t.get(`/organizer/tournaments/${tournament.id}/registrations`, organizer.id);
    const aarav = page.body.registrations.find((r: { id: string }) => r.id === regs.aarav_shah.id);
    expect(aarav.verifiedFromStatement).toMatchObject({ utr: '417250000100', amount: '150.00' });
    // the exceptions stay listed
    const view = await t.get(`/organizer/statements/${statementId}`, organizer.id);
    valid('get', '/organizer/statements/{id}', 200, view.body);
    expect(view.body.summary).toMatchObject({
      matched: 0,
      'amount-differs': 1,
      'not-in-statement': 2,
      approvedFromStatement: 3,
    });
  });

  it('approves a suggestion, and an amount that differs only when confirmed', async () => {
    const view = (await t.get(`/organizer/statements/${statementId}`, organizer.id)).body;
    const kabir = view.registrations.find((r: { playerName: string }) => r.playerName === 'kabir_singh');
    const ok = await t.post(
      `/organizer/statements/${statementId}/approve`,
      { lineId: kabir.suggestedLine.id, registrationId: kabir.registrationId },
      organizer.id,
    );
    expect(ok.body).toMatchObject({ success: true, succeeded: 1 });
    const reused = await t.post(
      `/organizer/statements/${statementId}/approve`,
      { lineId: kabir.suggestedLine.id, registrationId: regs.ishita_das.id },
      organizer.id,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(STATEMENT_MESSAGES.lineAlreadyUsed);
    const ananya = view.registrations.find((r: { playerName: string }) => r.playerName === 'ananya_iyer');
    const body = { lineId: ananya.line.id, registrationId: ananya.registrationId };
    const refused = await t.post(`/organizer/statements/${statementId}/approve`, body, organizer.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STATEMENT_MESSAGES.amountDiffersNeedsConfirmation('₹50.00 short'));
    const accepted = await t.post(
      `/organizer/statements/${statementId}/approve`,
      { ...body, acceptAmountDifference: true },
      organizer.id,
    );
    expect(accepted.body.succeeded).toBe(1);
  });

  it('asks for a column mapping for an unknown layout, and remembers it', async () => {
    const csv = (utr: string) => `When,Money in,Money out,Details\n02/03/2026,150.00,,UPI/${utr}/ISHITA DAS\n`;
    const first = await upload(organizer, csv('417250000777'), 'fileName=other.csv');
    expect(first.status).toBe(200);
    expect(first.body.upload).toMatchObject({
      status: 'needs-mapping',
      headers: ['When', 'Money in', 'Money out', 'Details'],
    });
    const mapped = await upload(
      organizer,
      csv('417250000777'),
      'fileName=other.csv&date=When&credit=Money%20in&narration=Details',
    );
    expect(mapped.body.upload).toMatchObject({ status: 'done', layout: 'Your column mapping' });
    expect(mapped.body.registrations).toEqual([
      expect.objectContaining({ playerName: 'ishita_das', status: 'matched' }),
    ]);
    const next = await upload(organizer, csv('417250000888'), 'fileName=next.csv');
    expect(next.body.upload).toMatchObject({ status: 'done', layout: 'Your column mapping' });
    const list = await t.get('/organizer/statements', organizer.id);
    valid('get', '/organizer/statements', 200, list.body);
    expect(list.body.statements[0].fileName).toBe('next.csv');
  });
});
