import { act, render, screen } from '@testing-library/react';
import { toast, Toaster, withoutRepeatedTitle } from './toast';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('toast', () => {
  it('shows a toast asked for before sonner has loaded, with its description', async () => {
    render(<Toaster />);
    act(() => toast.success('Tournament Created', { description: 'Spring Blitz is open for registration.' }));
    expect(await screen.findByText('Tournament Created')).toBeInTheDocument();
    expect(screen.getByText('Spring Blitz is open for registration.')).toBeInTheDocument();
  });

  it('keeps a toast asked for before the Toaster is on the page, and shows it once it is', async () => {
    act(() => toast.error('Access Denied', { id: 'early', description: 'Organizers only' }));
    render(<Toaster />);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('drops a waiting toast that is dismissed before it could be shown', async () => {
    act(() => {
      toast.warning('Gone before shown', { id: 'gone' });
      toast.dismiss('gone');
      toast.success('Still here');
    });
    render(<Toaster />);
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(screen.queryByText('Gone before shown')).not.toBeInTheDocument();
  });

  it('does not repeat the title in the description', async () => {
    render(<Toaster />);
    act(() =>
      toast.success('Results fetched successfully', { description: 'Results fetched successfully: 8 finishers.' }),
    );
    expect(await screen.findByText('Results fetched successfully')).toBeInTheDocument();
    expect(screen.getByText('8 finishers.')).toBeInTheDocument();
    expect(screen.queryByText(/successfully: 8/)).not.toBeInTheDocument();
  });
});

describe('withoutRepeatedTitle', () => {
  it('keeps a description that adds something of its own, and drops one that only repeats', () => {
    expect(withoutRepeatedTitle('Pushed to Lichess', 'Created arena abc on Lichess.')).toBe(
      'Created arena abc on Lichess.',
    );
    expect(withoutRepeatedTitle('Payment submitted', 'Payment submitted.')).toBeUndefined();
    expect(withoutRepeatedTitle('Player added', 'player added — the allow-list syncs')).toBe('The allow-list syncs');
    // a sentence that goes on from the title is not a repetition
    expect(withoutRepeatedTitle('Refund recorded', 'Refund recorded as sent; the player was notified.')).toBe(
      'Refund recorded as sent; the player was notified.',
    );
  });
});
