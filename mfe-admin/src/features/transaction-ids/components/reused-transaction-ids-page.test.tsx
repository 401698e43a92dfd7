import { installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen, within } from '@testing-library/react';
import { anAdmin, renderAdmin } from '../../../testing/render-admin';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.restore();
  window.localStorage.clear();
});

const use = (
  kind: 'registration' | 'commission' | 'payout' | 'refund',
  tournamentName: string,
  username: string,
  status: string,
) => ({
  kind,
  id: `${kind}-${tournamentName}`,
  tournamentId: 't-1',
  tournamentName,
  username,
  at: '2026-11-20T10:00:00.000Z',
  status,
});

describe('/admin/transaction-ids', () => {
  it('lists each reused transaction id with every use', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/transaction-ids/reused': {
        body: {
          reused: [
            {
              transactionId: '412345678901',
              uses: [
                use('registration', 'Sunday Swiss', 'demo', 'approved'),
                use('registration', 'Monday Blitz', 'knight', 'pending'),
                use('commission', 'Done Cup', 'club_runner', 'pending'),
                use('refund', 'Old Swiss', 'queen', 'sent'),
                use('payout', 'Prize Cup', 'rook', 'sent'),
              ],
            },
          ],
        },
      },
    });
    renderAdmin('/admin/transaction-ids');
    const uses = await screen.findByRole('list', { name: 'Uses of 412345678901' });
    expect(within(uses).getAllByRole('listitem')).toHaveLength(5);
    expect(uses).toHaveTextContent('Registration · Monday Blitz · knight');
    expect(uses).toHaveTextContent('Commission payment · Done Cup · club_runner');
    expect(uses).toHaveTextContent('Refund · Old Swiss · queen');
    expect(uses).toHaveTextContent('Prize payout · Prize Cup · rook');
    expect(screen.getByText('5 uses')).toBeInTheDocument();
  });

  it('says so when no id is reused', async () => {
    fake = installFakeFetch({
      'GET /api/auth/me': { body: anAdmin },
      'GET /api/admin/transaction-ids/reused': { body: { reused: [] } },
    });
    renderAdmin('/admin/transaction-ids');
    expect(await screen.findByText('No reused transaction IDs')).toBeInTheDocument();
  });
});
