import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import type { OrganizerSchemas } from '../../../lib/api-client';
import { renderArea, TID } from '../../../testing/fixtures';

type Reconciliation = OrganizerSchemas['StatementReconciliation'];
type Line = OrganizerSchemas['StatementLine'];

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const SID = '60000000-0000-4000-8000-000000000001';
const upload = (overrides: Partial<Reconciliation['upload']> = {}): Reconciliation['upload'] => ({
  id: SID,
  fileName: 'hdfc.csv',
  fileSha256: 'ab'.repeat(32),
  status: 'done',
  layout: 'HDFC Bank',
  progress: 0,
  message: null,
  headers: null,
  rowsCount: 6,
  creditsCount: 5,
  periodFrom: '2026-11-20T04:30:00.000Z',
  periodTo: '2026-11-21T04:30:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
const line = (n: number, overrides: Partial<Line> = {}): Line => ({
  id: `70000000-0000-4000-8000-00000000000${n}`,
  lineNo: n,
  date: '2026-11-20T04:30:00.000Z',
  amount: '150.00',
  utr: `41725000000${n}`,
  payer: 'AARAV SHAH',
  vpa: null,
  narration: 'UPI-AARAV SHAH',
  approvedRegistrationId: null,
  ...overrides,
});
const reg = (n: number, status: Reconciliation['registrations'][number]['status'], overrides = {}) => ({
  registrationId: `30000000-0000-4000-8000-00000000010${n}`,
  tournamentId: TID,
  tournamentName: 'Sunday Swiss',
  playerName: `player${n}`,
  paymentId: `41725000000${n}`,
  entryFee: '150.00',
  registeredAt: '2026-11-20T04:00:00.000Z',
  status,
  difference: null,
  usedElsewhere: null,
  line: null,
  suggestedLine: null,
  ...overrides,
});
const reconciliation = (): Reconciliation => ({
  upload: upload(),
  privacy: STATEMENT_MESSAGES.privacy,
  summary: {
    matched: 2,
    'amount-differs': 1,
    'not-in-statement': 2,
    'used-elsewhere': 0,
    unmatchedCredits: 1,
    approvedFromStatement: 0,
  },
  registrations: [
    reg(1, 'matched', { line: line(1) }),
    reg(2, 'matched', { line: line(2) }),
    reg(3, 'amount-differs', { line: line(3, { amount: '100.00' }), difference: '₹50.00 short' }),
    reg(4, 'not-in-statement', { paymentId: '999999999999', suggestedLine: line(4) }),
    reg(5, 'not-in-statement', { paymentId: '888888888888' }),
  ],
  unmatchedCredits: [
    {
      line: line(4),
      suggestions: [
        {
          registrationId: reg(4, 'matched').registrationId,
          tournamentName: 'Sunday Swiss',
          playerName: 'player4',
          paymentId: '999999999999',
        },
      ],
    },
  ],
});
const file = () => new File(['Date,Narration\r\n'], 'hdfc.csv', { type: 'text/csv' });

describe('payments from statements at /organizer/payments', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('uploads a statement, shows it by status, approves every exact match in one click with its warnings', async () => {
    let approved = false;
    ({ fake } = renderArea(app, '/organizer/payments', {
      'GET /api/organizer/statements/exact-matches': { body: { matched: 0, statements: 0 } },
      'GET /api/organizer/statements': { body: { statements: [] } },
      'POST /api/organizer/statements': { body: reconciliation() },
      [`GET /api/organizer/statements/${SID}`]: () => ({
        body: approved
          ? {
              ...reconciliation(),
              registrations: reconciliation().registrations.slice(2),
              summary: { ...reconciliation().summary, matched: 0, approvedFromStatement: 2 },
            }
          : reconciliation(),
      }),
      [`POST /api/organizer/statements/${SID}/approve`]: () => {
        approved = true;
        return {
          body: {
            success: true,
            message: '2 registrations approved.',
            succeeded: 2,
            failed: 0,
            remaining: 0,
            results: [
              {
                registrationId: reg(1, 'matched').registrationId,
                ok: true,
                message: 'Approved',
                playerName: 'player1',
                warnings: [],
              },
              {
                registrationId: reg(2, 'matched').registrationId,
                ok: true,
                message: 'Approved',
                playerName: 'player2',
                warnings: ['The player is not in the team chess-school yet.'],
              },
            ],
          },
        };
      },
    }));
    expect(await screen.findByText('No statements uploaded yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Statement file (CSV, XLSX, XLS or PDF)');
    expect(input).toHaveAccessibleDescription(STATEMENT_MESSAGES.privacy);
    await userEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the statement file to upload.');
    await userEvent.upload(input, file());
    await userEvent.click(screen.getByRole('button', { name: 'Upload and match' }));

    const matched = await screen.findByRole('region', { name: 'Matched (2)' });
    expect(fake.callsTo('POST', '/api/organizer/statements?fileName=hdfc.csv')).toHaveLength(1);
    expect(within(matched).getByRole('region', { name: 'player1' })).toHaveTextContent('UTR 417250000001');
    const differs = screen.getByRole('region', { name: 'Amount differs (1)' });
    expect(differs).toHaveTextContent('₹50.00 short');
    const missing = screen.getByRole('region', { name: 'Not in this statement (2)' });
    expect(within(missing).getByRole('region', { name: 'player4' })).toHaveTextContent('Suggested credit, line 4');
    expect(within(missing).getByRole('region', { name: 'player5' })).toHaveTextContent('No credit in this statement');
    expect(screen.getByRole('region', { name: 'Credits no registration claims (1)' })).toHaveTextContent(
      'Approve player4',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Approve all 2 exact matches' }));
    expect(await screen.findByText('2 registrations approved.')).toBeInTheDocument();
    expect(screen.getByText(/player2: The player is not in the team/)).toBeInTheDocument();
    expect(fake.callsTo('POST', `/api/organizer/statements/${SID}/approve`)[0].body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Matched (2)' })).not.toBeInTheDocument());
  });

  it('approves an amount that differs only after a confirm, and a suggested credit for a wrong UTR', async () => {
    ({ fake } = renderArea(app, `/organizer/payments?statement=${SID}`, {
      'GET /api/organizer/statements/exact-matches': { body: { matched: 0, statements: 0 } },
      'GET /api/organizer/statements': { body: { statements: [upload()] } },
      [`GET /api/organizer/statements/${SID}`]: { body: reconciliation() },
      [`POST /api/organizer/statements/${SID}/approve`]: {
        body: { success: true, message: 'Registration approved.', succeeded: 1, failed: 0, remaining: 0, results: [] },
      },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve anyway: player3' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The credit is ₹50.00 short. Confirm to approve anyway.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/organizer/statements/${SID}/approve`)).toHaveLength(1));
    expect(fake.callsTo('POST', `/api/organizer/statements/${SID}/approve`)[0].body).toEqual({
      lineId: line(3).id,
      registrationId: reg(3, 'matched').registrationId,
      acceptAmountDifference: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve from suggested credit: player4, line 4' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/organizer/statements/${SID}/approve`)).toHaveLength(2));
    expect(fake.callsTo('POST', `/api/organizer/statements/${SID}/approve`)[1].body).toEqual({
      lineId: line(4).id,
      registrationId: reg(4, 'matched').registrationId,
    });
  });

  it('asks for the columns of an unknown layout, sends the file again with them, and polls while it is read', async () => {
    let polls = 0;
    ({ fake } = renderArea(app, '/organizer/payments', {
      'GET /api/organizer/statements/exact-matches': { body: { matched: 0, statements: 0 } },
      'GET /api/organizer/statements': { body: { statements: [] } },
      'POST /api/organizer/statements': (req) =>
        req.path.includes('date=')
          ? { status: 202, body: { upload: upload({ status: 'parsing', progress: 0, fileName: 'other.csv' }) } }
          : {
              body: {
                ...reconciliation(),
                upload: upload({ status: 'needs-mapping', headers: ['When', 'In', 'Ref', 'Details'] }),
                registrations: [],
                unmatchedCredits: [],
              },
            },
      // read on the second poll
      [`GET /api/organizer/statements/${SID}`]: () =>
        ++polls > 1
          ? { body: reconciliation() }
          : {
              body: {
                ...reconciliation(),
                upload: upload({ status: 'parsing', progress: 1200, fileName: 'other.csv' }),
              },
            },
    }));
    await userEvent.upload(await screen.findByLabelText('Statement file (CSV, XLSX, XLS or PDF)'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    const mapping = await screen.findByRole('form', { name: "Map the statement's columns" });
    await userEvent.click(within(mapping).getByRole('button', { name: 'Match with these columns' }));
    expect(within(mapping).getByText(STATEMENT_MESSAGES.mappingIncomplete)).toBeInTheDocument();
    await userEvent.selectOptions(within(mapping).getByLabelText('Date column'), 'When');
    await userEvent.selectOptions(within(mapping).getByLabelText('Credit amount column'), 'In');
    await userEvent.selectOptions(within(mapping).getByLabelText('Reference (UTR) column (optional)'), 'Ref');
    await userEvent.click(within(mapping).getByRole('button', { name: 'Match with these columns' }));
    expect(await screen.findByText(/Reading the statement… 1,200 rows read/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Matched (2)' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/Reading the statement/)).not.toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).toContain(
      '/api/organizer/statements?fileName=hdfc.csv&date=When&credit=In&reference=Ref',
    );
  });

  it('says why a statement is refused', async () => {
    ({ fake } = renderArea(app, '/organizer/payments', {
      'GET /api/organizer/statements/exact-matches': { body: { matched: 0, statements: 0 } },
      'GET /api/organizer/statements': { status: 500, body: { message: 'down' } },
      'POST /api/organizer/statements': {
        status: 409,
        body: { message: STATEMENT_MESSAGES.duplicate('21 Nov 2026', 'hdfc.csv') },
      },
    }));
    expect(await screen.findByText('Could not load your statements')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Statement file (CSV, XLSX, XLS or PDF)'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText(/You already uploaded this statement \(hdfc.csv\)/)).toBeInTheDocument();
  });

  it('approves the exact matches of every open statement in one click, after a confirmation with the count', async () => {
    let approved = false;
    ({ fake } = renderArea(app, '/organizer/payments', {
      'GET /api/organizer/statements/exact-matches': () => ({
        body: approved ? { matched: 0, statements: 0 } : { matched: 36, statements: 2 },
      }),
      'GET /api/organizer/statements': { body: { statements: [upload()] } },
      'POST /api/organizer/statements/approve-exact': () => {
        approved = true;
        return {
          body: {
            success: false,
            message: `${STATEMENT_MESSAGES.approvedAcross(35, 2)}, 1 not approved`,
            succeeded: 35,
            failed: 1,
            remaining: 0,
            statements: 2,
            results: [
              {
                registrationId: reg(1, 'matched').registrationId,
                ok: false,
                message: 'The tournament is full',
                playerName: 'player1',
                warnings: [],
              },
            ],
          },
        };
      },
    }));
    const button = await screen.findByRole('button', { name: 'Approve all 36 exact matches from 2 statements' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Approve 36 registrations?' });
    expect(dialog).toHaveTextContent(STATEMENT_MESSAGES.confirmApproveAllExact(36, 2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('POST', '/api/organizer/statements/approve-exact')).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve 36' }));
    expect(await screen.findByText('35 registrations approved from 2 statements, 1 not approved')).toBeInTheDocument();
    expect(screen.getByText('player1: The tournament is full')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/organizer/statements/approve-exact')[0].body).toEqual({});
    expect(await screen.findByText('No exact matches are waiting in your statements.')).toBeInTheDocument();
  });
});
