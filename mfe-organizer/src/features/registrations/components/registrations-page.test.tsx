import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { aRegistration, aTournament, renderArea, TID } from '../../../testing/fixtures';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const T = `/api/organizer/tournaments/${TID}`;
/** The counts core answers (product.md §3 Registration counts): registered and total from the statuses. */
const counts = (c: Partial<Record<'pending' | 'approved' | 'rejected' | 'revoked' | 'withdrawn', number>>) => {
  const by = { pending: 0, approved: 0, rejected: 0, revoked: 0, withdrawn: 0, ...c };
  const registered = by.pending + by.approved;
  return { ...by, registered, total: registered + by.rejected + by.revoked + by.withdrawn };
};

describe('registration management at /organizer/tournaments/{id}/registrations', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('counts, lists pending ones with Approve / Reject, and shows warnings from an approval', async () => {
    const pending = aRegistration({
      playerName: 'omar',
      player: { username: 'omar', email: 'omar@example.com', lichessUsername: 'OutsiderOmar' },
      paymentId: null,
    });
    const approved = aRegistration({
      paymentStatus: 'approved',
      lichessJoined: true,
      playerName: 'demo',
      player: { username: 'demo', email: 'd@example.com', lichessUsername: 'DemoPlayer' },
    });
    const rejected = aRegistration({ paymentStatus: 'rejected', playerName: 'rej' });
    const t = aTournament({
      lichessUrl: 'https://lichess.org/swiss/abc',
      totalCollected: '150.00',
      commissionDue: '15.00',
    });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: t,
          registrations: [pending, approved, rejected],
          paging: { page: 1, limit: 25, total: 3, pages: 1 },
          counts: counts({ pending: 1, approved: 1, rejected: 1 }),
        },
      },
      [`GET ${T}/approved-names`]: { body: { names: ['DemoPlayer'], count: 1 } },
      [`POST ${T}/registrations/${pending.id}/approve`]: {
        body: {
          success: true,
          message: 'Registration approved',
          warnings: ['OutsiderOmar is not a member of the Lichess team "chess-school".'],
          registration: { ...pending, paymentStatus: 'approved' },
        },
      },
    }));
    // one count everywhere: the rejected registration holds no seat, as on the list and detail pages
    expect((await screen.findByText('Registrations', { selector: 'dt' })).nextSibling).toHaveTextContent('2');
    expect(screen.getByText('3 in all, with rejected, revoked and withdrawn')).toBeInTheDocument();
    expect(screen.getByText('Rejected', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Pending', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Approved', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Total collected').nextSibling).toHaveTextContent('₹150.00');
    expect(screen.getByText('Commission due ₹15.00')).toBeInTheDocument();
    const pendingTable = screen.getByRole('table', { name: 'Pending registrations' });
    expect(within(pendingTable).getByRole('link', { name: 'OutsiderOmar' })).toHaveAttribute(
      'href',
      'https://lichess.org/@/OutsiderOmar',
    );
    expect(within(pendingTable).getByText('N/A')).toBeInTheDocument();
    const all = screen.getByRole('table', { name: 'All registrations' });
    expect(within(all).getByLabelText('Joined')).toHaveTextContent('✓');
    expect(within(all).getByText('rejected')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Copy Approved' })).toBeInTheDocument();
    await userEvent.click(within(pendingTable).getByRole('button', { name: 'Approve omar' }));
    expect(await screen.findByText('Registration Approved')).toBeInTheDocument();
    expect(screen.getByText(/is not a member of the Lichess team/)).toBeInTheDocument();
    expect(fake.callsTo('POST', `${T}/registrations/${pending.id}/approve`)).toHaveLength(1);
  });

  it('Copy Approved copies every approved name from the compact list, not the page shown; pending pages by 10', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const pendings = Array.from({ length: 10 }, (_, n) => aRegistration({ playerName: `p${n}` }));
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: pendings,
          paging: { page: 1, limit: 10, total: 1000, pages: 100 },
          counts: { total: 1000, pending: 250, approved: 750, rejected: 0 },
        },
      },
      [`GET ${T}/approved-names`]: { body: { names: ['Anna', 'bob_k', 'Chitra'], count: 3 } },
    }));
    const copy = await screen.findByRole('button', { name: 'Copy Approved' });
    await waitFor(() => expect(copy).toBeEnabled());
    await userEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Anna\nbob_k\nChitra'));
    expect(fake.callsTo('GET', `${T}/approved-names`)).toHaveLength(1);
    const pendingAsks = fake.calls.filter(
      (c) => c.path.startsWith(`${T}/registrations?`) && c.path.includes('status=pending'),
    );
    expect(pendingAsks[0].path).toContain('limit=10');
    expect(screen.getByRole('navigation', { name: 'pending registrations pages' })).toBeInTheDocument();
  });

  it('hides Copy Approved and Download for a free tournament, and reports a failed rejection', async () => {
    const pending = aRegistration({ playerName: 'nina' });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament({ entryFee: '0.00' }),
          registrations: [pending, aRegistration({ paymentStatus: 'approved' })],
          paging: { page: 1, limit: 25, total: 2, pages: 1 },
          counts: counts({ pending: 1, approved: 1, rejected: 0 }),
        },
      },
      [`POST ${T}/registrations/${pending.id}/reject`]: {
        status: 502,
        body: { message: 'Lichess is not responding right now. Please try again shortly.' },
      },
    }));
    const pendingTable = await screen.findByRole('table', { name: 'Pending registrations' });
    await userEvent.click(within(pendingTable).getByRole('button', { name: 'Reject nina' }));
    expect(await screen.findByText('Rejection Failed')).toBeInTheDocument();
    expect(screen.getByText('Lichess is not responding right now. Please try again shortly.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Approved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    // nothing is due for a free tournament: no fee beside the transaction ids
    expect(screen.queryByText(/^Fee/)).not.toBeInTheDocument();
  });

  it('approves selected registrations in bulk, with their warnings, and links the CSV of the filtered list', async () => {
    const a = aRegistration({ playerName: 'asha' });
    const b = aRegistration({ playerName: 'bala' });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations?q=sha&status=pending`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: [a, b],
          paging: { page: 1, limit: 25, total: 2, pages: 1 },
          counts: counts({ pending: 2, approved: 0, rejected: 0 }),
        },
      },
      [`POST ${T}/registrations/bulk-review`]: {
        body: {
          success: true,
          message: '2 registrations approved',
          succeeded: 2,
          failed: 0,
          results: [
            { registrationId: a.id, ok: true, message: 'Registration approved', playerName: 'asha', warnings: [] },
            {
              registrationId: b.id,
              ok: true,
              message: 'Registration approved',
              playerName: 'bala',
              warnings: ['No transaction ID was given for this paid registration.'],
            },
          ],
        },
      },
    }));
    const pendingTable = await screen.findByRole('table', { name: 'Pending registrations' });
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await userEvent.click(within(pendingTable).getByRole('checkbox', { name: 'Select asha' }));
    await userEvent.click(within(pendingTable).getByRole('checkbox', { name: 'Select bala' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('Registrations Approved')).toBeInTheDocument();
    expect(screen.getByText(/No transaction ID was given/)).toBeInTheDocument();
    const [call] = fake.callsTo('POST', `${T}/registrations/bulk-review`);
    expect(call?.body).toEqual({ action: 'approve', registrationIds: [a.id, b.id] });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${T}/export-csv?status=pending&q=sha`,
    );
    expect(fake.calls.some((c) => c.path.includes('/registrations?') && c.path.includes('q=sha'))).toBe(true);
  });

  it('flags a transaction id used elsewhere and approves it only after an explicit confirmation', async () => {
    const flagged = aRegistration({
      playerName: 'ravi',
      paymentId: '412345678901',
      transactionIdMatches: [
        {
          kind: 'registration',
          id: '50000000-0000-4000-8000-000000000001',
          tournamentId: '60000000-0000-4000-8000-000000000001',
          tournamentName: 'Sunday Swiss',
          username: 'demo',
          at: '2026-11-20T10:00:00.000Z',
        },
      ],
      transactionIdWarning: null,
    });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: [flagged],
          paging: { page: 1, limit: 25, total: 1, pages: 1 },
          counts: counts({ pending: 1, approved: 0, rejected: 0 }),
        },
      },
      [`POST ${T}/registrations/${flagged.id}/approve`]: {
        body: { success: true, message: 'ok', warnings: [], registration: { ...flagged, paymentStatus: 'approved' } },
      },
    }));
    const pendingTable = await screen.findByRole('table', { name: 'Pending registrations' });
    // who used it, and that it is someone else (the issue: a reuse by the same player read the same)
    expect(
      within(pendingTable).getByText(
        "Same transaction ID as demo's registration for Sunday Swiss (20 Nov 2026): a different player",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(pendingTable).getByRole('button', { name: 'Approve ravi' }));
    expect(fake.callsTo('POST', `${T}/registrations/${flagged.id}/approve`)).toHaveLength(0);
    expect(await screen.findByText('Approve a reused transaction ID?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(fake.callsTo('POST', `${T}/registrations/${flagged.id}/approve`)).toHaveLength(1));
    expect(fake.callsTo('POST', `${T}/registrations/${flagged.id}/approve`)[0].body).toEqual({
      confirmReusedTransactionId: true,
    });
  });

  it('says who reused a transaction id (the same player or another) and warns of a registrant outside the team before approving', async () => {
    const again = aRegistration({
      playerName: 'kiran',
      player: { username: 'kiran', email: 'kiran@example.com', lichessUsername: 'KiranK' },
      paymentId: '412345678901',
      transactionIdMatches: [
        {
          kind: 'registration',
          id: '50000000-0000-4000-8000-000000000002',
          tournamentId: '60000000-0000-4000-8000-000000000002',
          tournamentName: 'Monday Swiss',
          username: 'kiran',
          at: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    const outsider = aRegistration({
      id: '70000000-0000-4000-8000-000000000003',
      playerName: 'omar',
      player: { username: 'omar', email: 'omar@example.com', lichessUsername: 'OutsiderOmar' },
      teamWarning: 'OutsiderOmar is not a member of the Lichess team "chess-school", which a Swiss requires.',
    });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: [again, outsider],
          paging: { page: 1, limit: 25, total: 2, pages: 1 },
          counts: { total: 2, pending: 2, approved: 0, rejected: 0 },
        },
      },
    }));
    const pendingTable = await screen.findByRole('table', { name: 'Pending registrations' });
    expect(
      within(pendingTable).getByText(
        "Same transaction ID as this player's own registration for Monday Swiss (21 Nov 2026): the same player",
      ),
    ).toBeInTheDocument();
    const omarRow = within(pendingTable).getByRole('row', { name: /omar/ });
    expect(
      within(omarRow).getByText(
        'OutsiderOmar is not a member of the Lichess team "chess-school", which a Swiss requires.',
      ),
    ).toBeInTheDocument();
  });

  it('warns when Lichess reports an account closed or marked, in the list and before the approval', async () => {
    const marked = aRegistration({
      playerName: 'sneaky',
      player: { username: 'sneaky', email: 'sneaky@example.com', lichessUsername: 'MarkedCheater' },
      fairPlayWarning: 'MarkedCheater is marked on Lichess for a terms-of-service violation.',
    });
    const clean = aRegistration({
      id: '70000000-0000-4000-8000-000000000002',
      playerName: 'honest',
      paymentStatus: 'approved',
      player: { username: 'honest', email: 'honest@example.com', lichessUsername: 'HonestAbe' },
      fairPlayWarning: null,
    });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: [marked, clean],
          paging: { page: 1, limit: 25, total: 2, pages: 1 },
          counts: counts({ pending: 1, approved: 1, rejected: 0 }),
        },
      },
      [`POST ${T}/registrations/${marked.id}/approve`]: {
        body: { success: true, message: 'ok', warnings: [], registration: { ...marked, paymentStatus: 'approved' } },
      },
    }));
    const pendingTable = await screen.findByRole('table', { name: 'Pending registrations' });
    expect(
      within(pendingTable).getByText('Fair play: MarkedCheater is marked on Lichess for a terms-of-service violation.'),
    ).toBeInTheDocument();
    const all = screen.getByRole('table', { name: 'All registrations' });
    expect(within(all).getAllByRole('note')).toHaveLength(1);
    await userEvent.click(within(pendingTable).getByRole('button', { name: 'Approve sneaky' }));
    expect(fake.callsTo('POST', `${T}/registrations/${marked.id}/approve`)).toHaveLength(0);
    expect(await screen.findByText('Approve despite the fair-play warning?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(fake.callsTo('POST', `${T}/registrations/${marked.id}/approve`)).toHaveLength(1));
  });

  it('revokes an approved registration with a reason', async () => {
    const approved = aRegistration({ paymentStatus: 'approved', playerName: 'kiran' });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament({ startTime: '2099-12-01T11:00:00.000Z' }),
          registrations: [approved],
          paging: { page: 1, limit: 25, total: 1, pages: 1 },
          counts: counts({ pending: 0, approved: 1, rejected: 0 }),
        },
      },
      [`POST ${T}/registrations/${approved.id}/revoke`]: {
        body: {
          success: true,
          message: 'Registration revoked; the player was notified',
          warnings: [],
          registration: { ...approved, paymentStatus: 'revoked', revokeReason: 'Paid twice' },
        },
      },
    }));
    const all = await screen.findByRole('table', { name: 'All registrations' });
    await userEvent.click(within(all).getByRole('button', { name: 'Revoke kiran' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke registration' }));
    expect(await screen.findByText('Please give a reason for revoking this registration')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason'), 'Paid twice');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke registration' }));
    expect(await screen.findByText('Registration Revoked')).toBeInTheDocument();
    expect(fake.callsTo('POST', `${T}/registrations/${approved.id}/revoke`)[0].body).toEqual({ reason: 'Paid twice' });
  });

  it('shows whether Lichess has the allow-list, and asks again while an edit is on its way', async () => {
    const syncStates = [
      { state: 'syncing', error: null, retryAt: null },
      { state: 'failed', error: 'Lichess is not responding right now.', retryAt: '2026-12-01T10:15:00.000Z' },
    ] as const;
    let served = 0;
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: (req) => {
        // the page's main list (no status filter) is the one that follows the sync
        const main = !req.path.includes('status=');
        const sync = main ? syncStates[Math.min(served++, syncStates.length - 1)] : syncStates[0];
        return {
          body: {
            success: true,
            tournament: aTournament({ lichessUrl: 'https://lichess.org/swiss/abc', lichessSync: sync }),
            registrations: [],
            paging: { page: 1, limit: 25, total: 0, pages: 1 },
            counts: counts({ pending: 0, approved: 0, rejected: 0 }),
          },
        };
      },
    }));
    const status = await screen.findByTestId('lichess-sync');
    expect(status).toHaveTextContent('Lichess allow-list:syncingSending the latest allow-list changes to Lichess…');
    await waitFor(() => expect(screen.getByTestId('lichess-sync')).toHaveTextContent(/failed/), { timeout: 6000 });
    expect(served).toBe(2);
    expect(screen.getByTestId('lichess-sync')).toHaveTextContent(
      /failed\s*Lichess is not responding right now, retrying at .*2026/,
    );
  }, 15_000);

  it('says nothing about Lichess for a tournament that is not on it', async () => {
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: [],
          paging: { page: 1, limit: 25, total: 0, pages: 1 },
          counts: counts({ pending: 0, approved: 0, rejected: 0 }),
        },
      },
    }));
    expect(await screen.findByText('Manage Registrations')).toBeInTheDocument();
    expect(screen.queryByTestId('lichess-sync')).not.toBeInTheDocument();
  });

  it('has a card and a status filter for revoked and withdrawn ones, and a confirmed commission reads as paid', async () => {
    const t = aTournament({
      status: 'completed',
      startTime: '2026-11-01T11:00:00.000Z',
      totalCollected: '1350.00',
      commissionDue: '135.00',
      commissionStatus: 'confirmed',
    });
    const approved = aRegistration({ paymentStatus: 'approved', playerName: 'meera' });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: t,
          registrations: [approved, aRegistration({ paymentStatus: 'revoked' })],
          paging: { page: 1, limit: 25, total: 2, pages: 1 },
          counts: counts({ approved: 9, rejected: 2, revoked: 1, withdrawn: 1 }),
        },
      },
    }));
    expect((await screen.findByText('Registrations', { selector: 'dt' })).nextSibling).toHaveTextContent('9');
    expect(screen.getByText('13 in all, with rejected, revoked and withdrawn')).toBeInTheDocument();
    for (const [label, n] of [
      ['Pending', '0'],
      ['Approved', '9'],
      ['Rejected', '2'],
      ['Revoked', '1'],
      ['Withdrawn', '1'],
    ])
      expect(screen.getByText(label, { selector: 'dt' }).nextSibling).toHaveTextContent(n);
    expect(screen.getByText('Commission ₹135.00 paid (confirmed)')).toBeInTheDocument();
    expect(screen.queryByText(/Commission due/)).not.toBeInTheDocument();
    // a completed tournament offers no Revoke: core would refuse it
    expect(screen.queryByRole('button', { name: 'Revoke meera' })).not.toBeInTheDocument();
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Rejected', 'Revoked', 'Withdrawn']);
    await userEvent.selectOptions(filter, 'withdrawn');
    await waitFor(() =>
      expect(fake.calls.some((c) => c.path.includes('/registrations?') && c.path.includes('status=withdrawn'))).toBe(
        true,
      ),
    );
  });

  it('asks before rejecting selected registrations, saying how many players are rejected and notified', async () => {
    const a = aRegistration({ playerName: 'asha' });
    const b = aRegistration({ playerName: 'bala' });
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: {
        body: {
          success: true,
          tournament: aTournament(),
          registrations: [a, b],
          paging: { page: 1, limit: 25, total: 2, pages: 1 },
          counts: counts({ pending: 2 }),
        },
      },
      [`POST ${T}/registrations/bulk-review`]: {
        body: {
          success: true,
          message: '2 registrations rejected',
          succeeded: 2,
          failed: 0,
          results: [
            { registrationId: a.id, ok: true, message: 'Registration rejected', playerName: 'asha', warnings: [] },
            { registrationId: b.id, ok: true, message: 'Registration rejected', playerName: 'bala', warnings: [] },
          ],
        },
      },
    }));
    const pendingTable = await screen.findByRole('table', { name: 'Pending registrations' });
    await userEvent.click(within(pendingTable).getByRole('checkbox', { name: 'Select asha' }));
    await userEvent.click(within(pendingTable).getByRole('checkbox', { name: 'Select bala' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 players?' });
    expect(dialog).toHaveTextContent(
      'All 2 selected registrations will be rejected and each of the 2 players notified (in the portal and by e-mail).',
    );
    // Cancel sends nothing
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('POST', `${T}/registrations/bulk-review`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject 2 players' }));
    expect(await screen.findByText('Registrations Rejected')).toBeInTheDocument();
    expect(fake.callsTo('POST', `${T}/registrations/bulk-review`)[0].body).toEqual({
      action: 'reject',
      registrationIds: [a.id, b.id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to fetch registrations' when they cannot be read", async () => {
    ({ fake } = renderArea(app, `/organizer/tournaments/${TID}/registrations`, {
      [`GET ${T}/registrations`]: { status: 500, body: { message: 'down' } },
    }));
    expect(await screen.findByText('Failed to fetch registrations')).toBeInTheDocument();
  });
});
