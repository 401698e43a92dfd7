// Issue 26 items 4, 8 and 11 on the registrations page: each row's actions wherever it appears, the fee next to
// the transaction id, a refetch after "already decided", focus kept on the table, headings and landmarks.
import type { OrganizerRegistration } from '@chess-portal/contracts';
import { Toaster } from '@chess-portal/portal-kit';
import type { FakeRequest } from '@chess-portal/portal-kit/src/testing';
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
const PAGE = `/organizer/tournaments/${TID}/registrations`;

/** A fake bff-organizer over a list of registrations it changes as approvals land (status and q filters). */
function fakeServer(registrations: OrganizerRegistration[]) {
  const rows = registrations.map((r) => ({ ...r }));
  const list = (req: FakeRequest) => {
    const query = new URL(req.path, 'http://localhost').searchParams;
    const status = query.get('status');
    const q = query.get('q')?.toLowerCase();
    const shown = rows.filter(
      (r) =>
        (!status || r.paymentStatus === status) &&
        (!q || [r.playerName, r.paymentId ?? ''].some((text) => text.toLowerCase().includes(q))),
    );
    const count = (s: string) => rows.filter((r) => r.paymentStatus === s).length;
    return {
      body: {
        success: true,
        tournament: aTournament(),
        registrations: shown,
        paging: { page: 1, limit: 25, total: shown.length, pages: 1 },
        counts: {
          total: rows.length,
          pending: count('pending'),
          approved: count('approved'),
          rejected: count('rejected'),
        },
      },
    };
  };
  const approve = (reg: OrganizerRegistration) => () => {
    const row = rows.find((r) => r.id === reg.id)!;
    if (row.paymentStatus !== 'pending')
      return {
        status: 409,
        body: { message: `Only pending registrations can be approved (this one is ${row.paymentStatus})` },
      };
    row.paymentStatus = 'approved';
    return { body: { success: true, message: 'Registration approved', warnings: [], registration: row } };
  };
  const routes = Object.fromEntries([
    [`GET ${T}/registrations`, list],
    ...registrations.map((r) => [`POST ${T}/registrations/${r.id}/approve`, approve(r)]),
  ]);
  /** another tab (or organizer) decides the registration behind this page's back */
  const decideElsewhere = (id: string) => {
    rows.find((r) => r.id === id)!.paymentStatus = 'approved';
  };
  return { routes, decideElsewhere };
}

describe('the registrations page rows (issue 26)', () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('finds a transaction id in All Registrations and approves it there, with the fee due beside the id', async () => {
    const asha = aRegistration({ playerName: 'asha', paymentId: '412345678901' });
    const bala = aRegistration({ playerName: 'bala', paymentId: '598765432109' });
    const kiran = aRegistration({ playerName: 'kiran', paymentStatus: 'approved', paymentId: '311122223333' });
    const server = fakeServer([asha, bala, kiran]);
    ({ fake } = renderArea(app, PAGE, server.routes));
    const all = await screen.findByRole('table', { name: 'All registrations' });
    // every row's own actions: Approve / Reject while pending, Revoke once approved
    expect(within(all).getByRole('button', { name: 'Reject bala' })).toBeInTheDocument();
    expect(within(all).getByRole('button', { name: 'Revoke kiran' })).toBeInTheDocument();
    expect(within(all).getByText('412345678901').parentElement).toHaveTextContent('412345678901Fee due ₹150.00');
    expect(within(all).getByText('311122223333').parentElement).toHaveTextContent('311122223333Fee ₹150.00');
    const pending = screen.getByRole('table', { name: 'Pending registrations' });
    expect(within(pending).getByText('598765432109').parentElement).toHaveTextContent('Fee due ₹150.00');

    await userEvent.type(
      screen.getByLabelText('Search by name, e-mail, Lichess name or transaction ID'),
      '412345678901',
    );
    await waitFor(() => expect(within(all).queryByText('bala')).not.toBeInTheDocument());
    await userEvent.click(within(all).getByRole('button', { name: 'Approve asha' }));
    expect(await screen.findByText('Registration Approved')).toBeInTheDocument();
    expect(fake.callsTo('POST', `${T}/registrations/${asha.id}/approve`)).toHaveLength(1);
    await waitFor(() => expect(within(all).getByRole('button', { name: 'Revoke asha' })).toBeInTheDocument());
    expect(within(all).getByText('approved')).toBeInTheDocument();
  });

  it('asks again after an "already decided" answer, so a stale tab drops the row and corrects the counts', async () => {
    const omar = aRegistration({ playerName: 'omar' });
    const server = fakeServer([omar]);
    ({ fake } = renderArea(app, PAGE, server.routes));
    const pending = await screen.findByRole('table', { name: 'Pending registrations' });
    expect(screen.getByText('Pending', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    server.decideElsewhere(omar.id);
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve omar' }));
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText('Only pending registrations can be approved (this one is approved)')).toBeInTheDocument();
    expect(await screen.findByText('No pending registrations')).toBeInTheDocument();
    expect(screen.getByText('Pending', { selector: 'dt' }).nextSibling).toHaveTextContent('0');
    expect(screen.getByText('Approved', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
  });

  it('keeps keyboard focus on the next row after an approval, and on the heading once none is left', async () => {
    const [a, b] = [aRegistration({ playerName: 'anil' }), aRegistration({ playerName: 'bina' })];
    const server = fakeServer([a, b]);
    ({ fake } = renderArea(app, PAGE, server.routes));
    const pending = await screen.findByRole('table', { name: 'Pending registrations' });
    within(pending).getByRole('button', { name: 'Approve anil' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(pending).queryByText('anil')).not.toBeInTheDocument());
    await waitFor(() => expect(within(pending).getByRole('button', { name: 'Approve bina' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('No pending registrations')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pending Registrations' })).toHaveFocus());
  });

  it('moves focus to the next row with an action in All Registrations too', async () => {
    const [a, b] = [aRegistration({ playerName: 'chitra' }), aRegistration({ playerName: 'dev' })];
    const server = fakeServer([a, b]);
    ({ fake } = renderArea(app, PAGE, server.routes));
    const all = await screen.findByRole('table', { name: 'All registrations' });
    await userEvent.click(within(all).getByRole('button', { name: 'Approve chitra' }));
    await waitFor(() => expect(within(all).getByRole('button', { name: 'Revoke chitra' })).toBeInTheDocument());
    await waitFor(() => expect(within(all).getByRole('button', { name: 'Approve dev' })).toHaveFocus());
  });

  it('puts the section headings under the page heading, and names each region once', async () => {
    const server = fakeServer([aRegistration({ playerName: 'esha' })]);
    ({ fake } = renderArea(app, PAGE, server.routes));
    await screen.findByRole('table', { name: 'All registrations' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Registrations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All Registrations' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^pending registrations/i })).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: /^all registrations/i })).toHaveLength(1);
  });
});
