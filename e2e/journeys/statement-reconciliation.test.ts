// Statement journey (payments from statements): a new organizer with a ₹150 tournament and 40 paid,
// pending registrations uploads an HDFC-style CSV and a PhonePe Business export at /organizer/payments.
// The 36 exact matches of both are approved in one click (after a confirmation that says 36 from 2); the 2 amount
// mismatches, the wrong UTR (with its suggested credit) and the unpaid registration stay listed as
// exceptions; the admin's audit log holds each approval's statement line. Seeded through core's API.
import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import type { Page } from 'playwright-core';
import { statementCsv, statementSheet, type FixtureCredit } from '../../core-service/test/support/statement-fixtures';
import { linkProvenLichess, uniqueName } from '../support/accounts';
import { createApplicant, demoAdminId, uniqueSuffix, type Applicant } from '../support/admin-setup';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { coreCall, createArenaAs } from '../support/core-control';
import { sandboxControl } from '../support/sandbox-control';

const SUFFIX = uniqueSuffix();
const TITLE = `Statement Swiss ${SUFFIX}`;
/** 12-digit UTRs unique to this run */
const PREFIX = `8${String(parseInt(SUFFIX, 16) % 1e5).padStart(5, '0')}`;
const utr = (n: number) => `${PREFIX}${String(n).padStart(6, '0')}`;
const WRONG_UTR = utr(900); // what the player of the wrong UTR really paid with
const PLAYERS = 40;

let organizer: Applicant;
let adminId: string;
const names: string[] = [];

/** A new player in the team with a linked Lichess account, registered with the UTR `utr(n)`. */
async function playerJoins(tournamentId: string, n: number, username: string) {
  const { user } = await coreCall<{ user: { id: string } }>('POST', '/users', {
    body: { username, email: `${username}@example.com`, password: 'secret123' },
  });
  const lichessUsername = uniqueName('Payer');
  await sandboxControl('POST', '/users', { username: lichessUsername });
  await sandboxControl('POST', '/teams/chess-school/members', { username: lichessUsername });
  await linkProvenLichess(user.id, lichessUsername);
  await coreCall('POST', `/tournaments/${tournamentId}/join`, {
    actingUserId: user.id,
    body: { transactionId: utr(n) },
  });
}

const credit = (n: number, at: Date, overrides: Partial<FixtureCredit> = {}): FixtureCredit => ({
  at: new Date(at.getTime() + n * 60_000),
  amount: '150.00',
  utr: utr(n),
  payer: `Student ${n}`,
  vpa: `student${n}@okaxis`,
  ...overrides,
});

let hdfc: Buffer;
let phonepe: Buffer;

beforeAll(async () => {
  await launchBrowser();
  adminId = await demoAdminId();
  organizer = await createApplicant('stmt');
  await coreCall('PUT', `/admin/applications/${organizer.applicationId}/review`, {
    actingUserId: adminId,
    body: { status: 'approved' },
  });
  const tournamentId = await createArenaAs(organizer.userId, { title: TITLE, entryFee: '150' });
  for (let n = 0; n < PLAYERS; n += 1) {
    // the player of the wrong UTR is named like the payer of the credit that is theirs
    const username = n === 38 ? `kabirsingh${SUFFIX}` : n === 39 ? `unpaid${SUFFIX}` : `stmt${SUFFIX}p${n}`;
    names.push(username);
    await playerJoins(tournamentId, n, username);
  }
  // paid a day after the tournament was created (HDFC's statement has dates without times)
  const { now } = await coreCall<{ now: string }>('GET', '/_test/clock');
  const paidAt = new Date(Date.parse(now) + 26 * 3_600_000);
  hdfc = Buffer.from(
    statementCsv(
      'hdfc',
      Array.from({ length: 20 }, (_, n) => credit(n, paidAt)),
    ),
  );
  phonepe = statementSheet('phonepe', [
    ...Array.from({ length: 16 }, (_, i) => credit(20 + i, paidAt)),
    credit(36, paidAt, { amount: '100.00' }),
    credit(37, paidAt, { amount: '200.00' }),
    credit(38, paidAt, { utr: WRONG_UTR, payer: 'Kabir Singh', vpa: 'kabir.singh@ybl' }),
  ]);
}, 240_000);
afterAll(closeBrowser);

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('Statement file (CSV, XLSX, XLS or PDF)').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await page.getByRole('heading', { name: name }).waitFor({ timeout: 30_000 });
}

it('approves the exact matches of both statements in one click and keeps the exceptions listed', async () => {
  const { context, page } = await newPage();
  await signIn(page, organizer.email, 'Organizer1pass');
  await page.waitForURL('**/organizer/**');
  await page.goto('/organizer/payments');
  await page
    .getByText(/The file itself is not stored/)
    .first()
    .waitFor();

  await upload(page, 'hdfc-statement.csv', 'text/csv', hdfc);
  await page.getByText('HDFC Bank').first().waitFor();
  await page.getByRole('heading', { name: 'Matched (20)' }).waitFor();

  await upload(
    page,
    'phonepe-settlement.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    phonepe,
  );
  await page.getByRole('heading', { name: 'Matched (16)' }).waitFor();
  await page.getByRole('heading', { name: 'Amount differs (2)' }).waitFor();
  // the 20 the HDFC statement pays are pending still, and not in this one
  await page.getByRole('heading', { name: 'Not in this statement (22)' }).waitFor();
  // one click for both statements, confirmed with the count
  await page.getByRole('button', { name: 'Approve all 36 exact matches from 2 statements' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 36 registrations?' });
  await confirm.getByText(STATEMENT_MESSAGES.confirmApproveAllExact(36, 2)).waitFor();
  await confirm.getByRole('button', { name: 'Approve 36' }).click();
  await page.getByText(STATEMENT_MESSAGES.approvedAcross(36, 2)).waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: /^Matched/ }).waitFor({ state: 'detached' });
  await page.getByText('No exact matches are waiting in your statements.').waitFor();
  await page.getByRole('heading', { name: 'Not in this statement (2)' }).waitFor();

  // the exceptions, each with its action
  const differs = page.getByRole('region', { name: 'Amount differs (2)' });
  await differs.getByText('₹50.00 short').waitFor();
  await differs.getByText('₹50.00 over').waitFor();
  await differs.getByRole('button', { name: `Approve anyway: ${names[36]}` }).waitFor();
  const missing = page.getByRole('region', { name: 'Not in this statement (2)' });
  const wrong = missing.getByRole('region', { name: names[38] });
  await wrong.getByText(new RegExp(`Suggested credit, line \\d+: .*UTR ${WRONG_UTR}`)).waitFor();
  await wrong.getByRole('button', { name: new RegExp(`Approve from suggested credit: ${names[38]}, line`) }).waitFor();
  await missing
    .getByRole('region', { name: names[39] })
    .getByText('No credit in this statement looks like this payment.')
    .waitFor();
  await page
    .getByRole('region', { name: /Credits no registration claims \(1\)/ })
    .getByRole('button', { name: new RegExp(`Approve ${names[38]}`) })
    .waitFor();
  await page.getByText('Approved from this statement: 16').waitFor();
  await screenshot(page, 'statement-exceptions');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'statement-exceptions-phone');
  await context.close();
});

it("records each approval's statement line in the audit log", async () => {
  const page = await coreCall<{
    entries: {
      entityName: string | null;
      after: { evidence?: { source: string; fileSha256: string; line: { utr: string; amount: string; date: string } } };
    }[];
  }>('GET', `/admin/audit-log?action=registration.approved&actorId=${organizer.userId}&limit=200`, {
    actingUserId: adminId,
  });
  expect(page.entries).toHaveLength(36);
  const utrs = page.entries.map((e) => e.after.evidence?.line.utr).sort();
  expect(utrs).toEqual(Array.from({ length: 36 }, (_, n) => utr(n)));
  for (const entry of page.entries)
    expect(entry.after.evidence).toMatchObject({
      source: 'statement',
      fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      line: { amount: '150.00', date: expect.any(String) },
    });
});
