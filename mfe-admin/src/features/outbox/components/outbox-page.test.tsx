import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const JOB = '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b';
const failing = {
  id: JOB,
  kind: 'email',
  key: 'email:asha@example.com',
  summary: 'E-mail to asha@example.com: Registration approved: Sunday Swiss',
  state: 'failing',
  attempts: 3,
  nextAttemptAt: '2026-03-01T07:30:00.000Z',
  lastAttemptAt: '2026-03-01T06:30:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-03-01T06:00:00.000Z',
  doneAt: null,
};

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});

describe('/admin/outbox', () => {
  it('shows the failing e-mails with their last error, retries one now, and lists the sent ones', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/outbox?state=failing&limit=100': {
        body: { jobs: [failing], counts: { pending: 2, failing: 1 } },
      },
      'GET /api/admin/outbox?state=done&limit=100': {
        body: {
          jobs: [{ ...failing, state: 'done', nextAttemptAt: null, doneAt: '2026-03-01T08:00:00.000Z' }],
          counts: { pending: 0, failing: 0 },
        },
      },
      [`POST /api/admin/outbox/${JOB}/retry`]: { body: { message: 'The job will be tried again at once' } },
    });
    renderAdmin('/admin/outbox');
    const job = within(await screen.findByRole('region', { name: failing.summary }));
    expect(screen.getByText(/1 failing, 2 waiting/)).toBeInTheDocument();
    expect(job.getByText('Last error: connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(job.getByText(/Attempts: 3/)).toBeInTheDocument();

    await userEvent.click(job.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(fake.callsTo('POST', `/api/admin/outbox/${JOB}/retry`)).toHaveLength(1));
    expect(await screen.findByText('It will be tried again at once')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    const sent = within(await screen.findByRole('region', { name: failing.summary }));
    expect(await sent.findByText(/sent/)).toBeInTheDocument();
    expect(sent.queryByRole('button', { name: 'Retry now' })).toBeNull();
  });
});
