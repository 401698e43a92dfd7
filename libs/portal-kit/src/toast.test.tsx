import { act, render, screen } from '@testing-library/react';
import { toast, Toaster } from './toast';

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
});
