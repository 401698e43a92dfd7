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

describe('/admin/applications', () => {
  it('shows pending applications first with applicant, Lichess name, e-mail, status, date, note and UPI', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications?status=pending': { body: [application({})] },
    });
    renderAdmin('/admin/applications');
    const card = within(await screen.findByRole('region', { name: 'asha' }));
    for (const text of ['AshaPlays', 'asha@example.com', 'asha@okaxis', 'pending', '1 Mar 2026, 10:00 am']) {
      expect(card.getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(card.getByText(/run the school club/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('approves with optional review notes', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications?status=pending': { body: [application({})] },
      'PUT /api/admin/applications/app-1/review': { body: application({ status: 'approved', adminNotes: 'Welcome!' }) },
    });
    renderAdmin('/admin/applications');
    const card = within(await screen.findByRole('region', { name: 'asha' }));
    await userEvent.type(card.getByLabelText('Review notes (optional)'), 'Welcome!');
    await userEvent.click(card.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application reviewed')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/admin/applications/app-1/review')[0].body).toEqual({
      status: 'approved',
      adminNotes: 'Welcome!',
    });
    await waitFor(() =>
      expect(fake.callsTo('GET', '/api/admin/applications?status=pending').length).toBeGreaterThan(1),
    );
  });

  it('rejects without notes and reports failures', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/applications?status=pending': { body: [application({})] },
      'PUT /api/admin/applications/app-1/review': {
        status: 409,
        body: { message: 'Only pending applications can be reviewed' },
      },
    });
    renderAdmin('/admin/applications');
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'asha' })).findByRole('button', { name: 'Reject' }),
    );
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
      'GET /api/admin/applications?status=pending': { body: [] },
      'GET /api/admin/applications?status=approved': {
        body: [application({ status: 'approved', adminNotes: 'Great club', reviewedAt: '2026-03-02T04:30:00.000Z' })],
      },
    });
    renderAdmin('/admin/applications');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'approved' }));
    const card = within(await screen.findByRole('region', { name: 'asha' }));
    expect(card.getByText('Great club')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
