import type { AuditEntry } from '@chess-portal/contracts';
import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { toast } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'e-1',
  actorId: 'a-1',
  actorUsername: 'root',
  action: 'setting.changed',
  entityType: 'setting',
  entityId: 'GLOBAL_COMMISSION_PERCENT',
  entityName: 'GLOBAL_COMMISSION_PERCENT',
  before: { value: '10' },
  after: { value: '12.5' },
  createdAt: '2026-03-01T04:30:00.000Z',
  ...overrides,
});

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  toast.dismiss();
  fake.restore();
  window.localStorage.clear();
});

describe('/admin/audit-log', () => {
  it('lists who changed what and when, with before and after, and filters by action', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/audit-log?limit=25': {
        body: {
          more: false,
          next: null,
          entries: [
            entry({}),
            entry({
              id: 'e-2',
              actorId: null,
              actorUsername: null,
              action: 'commission.overdue',
              entityType: 'commission',
              entityId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
              entityName: 'Commission for Weekend Blitz',
              before: { status: 'pending' },
              after: { status: 'overdue' },
            }),
          ],
        },
      },
      'GET /api/admin/audit-log?action=commission.overdue&entityType=commission&limit=25': {
        body: { more: false, next: null, entries: [] },
      },
    });
    renderAdmin('/admin/audit-log');
    const list = within(await screen.findByRole('list', { name: 'Audit entries' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent('setting.changed');
    expect(first).toHaveTextContent('root');
    expect(first).toHaveTextContent('{"value":"10"}');
    expect(first).toHaveTextContent('{"value":"12.5"}');
    expect(first).toHaveTextContent('1 Mar 2026, 10:00 am');
    expect(second).toHaveTextContent('System');
    // the object by name, never its raw id
    expect(second).toHaveTextContent('on commission Commission for Weekend Blitz');
    expect(second).not.toHaveTextContent('5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
    expect(screen.getByText('1–2')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'commission.overdue');
    expect(await screen.findByText('No audit entries found')).toBeInTheDocument();
  });

  it('keeps the two filters from overlapping: the actions follow the object, an action picks its object', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/audit-log?limit=25': { body: { more: false, next: null, entries: [entry({})] } },
      'GET /api/admin/audit-log?entityType=tournament&limit=25': { body: { more: false, next: null, entries: [] } },
      'GET /api/admin/audit-log?action=tournament.pushed&entityType=tournament&limit=25': {
        body: { more: false, next: null, entries: [] },
      },
      'GET /api/admin/audit-log?action=setting.changed&entityType=setting&limit=25': {
        body: { more: false, next: null, entries: [entry({})] },
      },
    });
    renderAdmin('/admin/audit-log');
    await screen.findByRole('list', { name: 'Audit entries' });
    await userEvent.selectOptions(screen.getByLabelText('Object'), 'tournament');
    const actions = () =>
      within(screen.getByLabelText('Action'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(actions()).toEqual([
      'All',
      'tournament.pushed',
      'tournament.ended',
      'tournament.closed',
      'tournament.deleted',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'tournament.pushed');
    await userEvent.selectOptions(screen.getByLabelText('Object'), '');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'setting.changed');
    expect(screen.getByLabelText('Object')).toHaveValue('setting');
    await waitFor(() =>
      expect(
        fake.callsTo('GET', '/api/admin/audit-log?action=setting.changed&entityType=setting&limit=25'),
      ).toHaveLength(1),
    );
  });

  it('pages through older entries', async () => {
    const page = (n: number, next: string | null) => ({
      body: { more: next !== null, next, entries: [entry({ id: `e-${n}`, entityName: `page-${n}` })] },
    });
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/audit-log?limit=25': page(0, '41'),
      'GET /api/admin/audit-log?limit=25&before=41': page(25, null),
    });
    renderAdmin('/admin/audit-log');
    expect(await screen.findByText(/page-0/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText(/page-25/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
