import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';

const approved = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  kind: 'registration.approved',
  title: 'Registration approved: Sunday Swiss',
  body: 'Your registration for Sunday Swiss has been approved.',
  link: '/tournaments/abc',
  createdAt: '2026-03-01T06:30:00.000Z',
  read: false,
};
const reminder = {
  ...approved,
  id: '6d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  kind: 'tournament.starting',
  title: 'Starting in 30 minutes: Rapid Cup',
  body: 'Rapid Cup starts soon.',
  read: true,
};

describe('the header notifications', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  it('shows the unread count, lists the newest, marks one as read, and then has nothing left to mark', async () => {
    const user = aUser({ role: 'player' });
    fake = installFakeFetch({
      'GET /api/auth/me': { body: user },
      'GET /api/notifications?limit=20': { body: { notifications: [approved, reminder], unreadCount: 1 } },
      [`POST /api/notifications/${approved.id}/read`]: {
        body: { notifications: [{ ...approved, read: true }, reminder], unreadCount: 0 },
      },
      'POST /api/notifications/read-all': {
        body: { notifications: [{ ...approved, read: true }, reminder], unreadCount: 0 },
      },
    });
    renderApp('/no-such-page', { user });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    const panel = within(screen.getByRole('region', { name: 'Notifications list' }));
    const items = panel.getAllByTestId('notification');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([approved.title, reminder.title]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/tournaments/abc');
    expect(within(items[1]).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    await userEvent.click(within(items[0]).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(fake.callsTo('POST', `/api/notifications/${approved.id}/read`)).toHaveLength(1);
    expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('is not shown to visitors', async () => {
    fake = installFakeFetch({});
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(fake.callsTo('GET', '/api/notifications?limit=20')).toHaveLength(0);
  });
});
