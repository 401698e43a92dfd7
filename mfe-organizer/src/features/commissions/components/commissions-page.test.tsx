import { Toaster } from '@chess-portal/portal-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerApp from '../../../export-app';
import { renderArea } from '../../../testing/fixtures';

const app = (
  <>
    <OrganizerApp />
    <Toaster />
  </>
);
const commission = {
  id: '50000000-0000-4000-8000-000000000001',
  tournamentId: '10000000-0000-4000-8000-000000000001',
  tournamentName: 'Sunday Swiss',
  commissionAmount: '30.00',
  status: 'pending',
  dueDate: '2026-12-06T11:00:00.000Z',
  organizerTransactionId: null,
  paidAt: null,
  confirmedAt: null,
  createdAt: '2026-12-01T11:00:00.000Z',
};

describe("the organizer's commissions at /organizer/commissions", () => {
  let fake: ReturnType<typeof renderArea>['fake'];
  afterEach(() => fake.restore());

  it('shows what is owed with a UPI pay link and QR, and submits the transaction id', async () => {
    ({ fake } = renderArea(app, '/organizer/commissions', {
      'GET /api/organizer/commissions': {
        body: {
          adminUpi: 'platform@okicici',
          commissions: [
            commission,
            {
              ...commission,
              id: '50000000-0000-4000-8000-000000000002',
              tournamentName: 'Old Open',
              status: 'confirmed',
              confirmedAt: '2026-11-01T10:00:00.000Z',
            },
          ],
        },
      },
      [`POST /api/organizer/commissions/${commission.id}/pay`]: {
        body: {
          success: true,
          message: 'Payment submitted. An admin will confirm it shortly.',
          commission: { ...commission, organizerTransactionId: 'UPI998877665544' },
        },
      },
    }));
    const card = await screen.findByRole('region', { name: 'Sunday Swiss' });
    expect(card).toHaveTextContent('₹30.00 · due 6 Dec 2026');
    const link = within(card).getByRole('link', { name: 'Pay with UPI' });
    expect(link.getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=platform%40okicici&pn=Chess%20School%20Arena&am=30.00&cu=INR&tn=Commission/,
    );
    expect(within(card).getByTitle(/UPI QR code/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Old Open' })).toHaveTextContent('Payment confirmed on');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit Payment' }));
    expect(await within(card).findByText('Transaction ID is required')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('UPI transaction ID'), 'UPI998877665544');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit Payment' }));
    expect(await screen.findByText('Payment submitted')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.callsTo('POST', `/api/organizer/commissions/${commission.id}/pay`)[0].body).toEqual({
        transactionId: 'UPI998877665544',
      }),
    );
  });

  it('offers the UPI ID and the exact amount to copy, and keeps the link with its note', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    ({ fake } = renderArea(app, '/organizer/commissions', {
      'GET /api/organizer/commissions': {
        body: { adminUpi: 'platform@okicici', commissions: [{ ...commission, commissionAmount: '130.00' }] },
      },
    }));
    const card = within(await screen.findByRole('region', { name: 'Sunday Swiss' }));
    expect(card.getByText(/Pay exactly/)).toHaveTextContent('Pay exactly ₹130.00 to UPI ID platform@okicici');
    await userEvent.click(card.getByRole('button', { name: 'Copy UPI ID' }));
    expect(writeText).toHaveBeenLastCalledWith('platform@okicici');
    expect(await screen.findByText('UPI ID copied')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('130.00');
    expect(card.getByRole('link', { name: 'Pay with UPI' })).toHaveAttribute(
      'href',
      expect.stringContaining('am=130.00'),
    );
    expect(card.getByText(/Some UPI apps refuse payment links/)).toBeInTheDocument();
  });

  it('says the commission cannot be paid yet and that no deadline runs while the platform has no UPI ID', async () => {
    ({ fake } = renderArea(app, '/organizer/commissions', {
      'GET /api/organizer/commissions': { body: { adminUpi: null, commissions: [commission] } },
    }));
    const card = await screen.findByRole('region', { name: 'Sunday Swiss' });
    expect(card).toHaveTextContent('₹30.00 · no deadline until the platform sets its UPI ID');
    expect(within(card).getByRole('alert')).toHaveTextContent('UPI payment not available yet');
    expect(within(card).getByRole('alert')).toHaveTextContent('No deadline runs until it is set');
    expect(within(card).queryByRole('button', { name: 'Copy UPI ID' })).not.toBeInTheDocument();
    expect(within(card).queryByTitle(/UPI QR code/)).not.toBeInTheDocument();
  });

  it('says when nothing is owed', async () => {
    ({ fake } = renderArea(app, '/organizer/commissions', {
      'GET /api/organizer/commissions': { body: { adminUpi: null, commissions: [] } },
    }));
    expect(await screen.findByText('No commissions')).toBeInTheDocument();
  });
});
