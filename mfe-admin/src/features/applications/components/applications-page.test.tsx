import type { AdminApplication } from '@chess-portal/contracts';
import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const application = (overrides: Partial<AdminApplication>): AdminApplication => ({
  id: 'app-1',
  userId: 'u-1',
  applicationNote: 'I have run the school club for six years and would like to host weekly rapid events.',
  upiId: 'asha@okaxis',
  status: 'pending',
  adminNotes: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-03-01T04:30:00.000Z',
  user: { username: 'asha', lichessUsername: 'AshaPlays', email: 'asha@example.com' },
  ...overrides,
});

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});

/** The server's search: by status (pending unless asked), and q over the applicant. */
const search =
  (byStatus: Partial<Record<string, AdminApplication[]>>) =>
  ({ path }: { path: string }) => {
    const query = new URL(path, 'http://localhost').searchParams;
    const term = (query.get('q') ?? '').toLowerCase();
    const items = (byStatus[query.get('status') ?? 'pending'] ?? []).filter((a) =>
      [a.user.username, a.user.email, a.user.lichessUsername ?? ''].some((f) => f.toLowerCase().includes(term)),
    );
    return { body: { items, paging: { page: 1, limit: 20, total: items.length, pages: 1 } } };
  };
const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}`) });
const searches = () => fake.calls.filter((c) => c.path.startsWith('/api/admin/applications/search?'));

describe('/admin/applications', () => {
  it('shows pending applications first with applicant, Lichess name, e-mail, status, date, note and UPI', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications/search': search({ pending: [application({})] }),
    });
    renderAdmin('/admin/applications');
    const card = within(await findRow('asha'));
    for (const text of ['AshaPlays', 'asha@example.com', 'asha@okaxis', 'pending', '1 Mar 2026, 10:00 am']) {
      expect(card.getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(card.getByText(/run the school club/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('approves with optional review notes', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications/search': search({ pending: [application({})] }),
      'PUT /api/admin/applications/app-1/review': { body: application({ status: 'approved', adminNotes: 'Welcome!' }) },
    });
    renderAdmin('/admin/applications');
    const card = within(await findRow('asha'));
    await userEvent.type(card.getByLabelText('Review notes (optional)'), 'Welcome!');
    await userEvent.click(card.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application reviewed')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/admin/applications/app-1/review')[0].body).toEqual({
      status: 'approved',
      adminNotes: 'Welcome!',
    });
    await waitFor(() => expect(searches().length).toBeGreaterThan(1));
    expect(searches().every((c) => c.path === '/api/admin/applications/search?page=1&limit=20&status=pending')).toBe(
      true,
    );
  });

  it('rejects without notes and reports failures', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications/search': search({ pending: [application({})] }),
      'PUT /api/admin/applications/app-1/review': {
        status: 409,
        body: { message: 'Only pending applications can be reviewed' },
      },
    });
    renderAdmin('/admin/applications');
    await userEvent.click(await within(await findRow('asha')).findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to review application')).toBeInTheDocument();
    expect(screen.getByText('Only pending applications can be reviewed')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/admin/applications/app-1/review')[0].body).toEqual({
      status: 'rejected',
      adminNotes: null,
    });
  });

  it('filters approved and rejected ones, without review controls, and says when there are none', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications/search': search({
        approved: [
          application({ status: 'approved', adminNotes: 'Great club', reviewedAt: '2026-03-02T04:30:00.000Z' }),
        ],
      }),
    });
    renderAdmin('/admin/applications');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'approved' }));
    const card = within(await findRow('asha'));
    expect(card.getByText('Great club')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('searches by applicant on the server and pages on', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      application({ id: `app-${i}`, user: { username: `member_${i}`, lichessUsername: null, email: `m${i}@x.in` } }),
    );
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications/search': ({ path }) => ({
        body: {
          items: path.includes('q=asha') ? [application({})] : many,
          paging: path.includes('q=asha')
            ? { page: 1, limit: 20, total: 1, pages: 1 }
            : { page: path.includes('page=2') ? 2 : 1, limit: 20, total: 40, pages: 2 },
        },
      }),
    });
    renderAdmin('/admin/applications');
    await findRow('member_0');
    expect(screen.getByText('Showing 1–20 of 40 applications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searches().at(-1)!.path).toContain('page=2&limit=20&status=pending'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'asha{Enter}');
    await findRow('asha');
    expect(searches().at(-1)!.path).toBe('/api/admin/applications/search?page=1&limit=20&q=asha&status=pending');
  });
});
