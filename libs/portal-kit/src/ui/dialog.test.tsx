import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PortalThemeProvider } from '../theme/theme-provider';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

function Demo({ blocking = false }: { blocking?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <PortalThemeProvider>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <Dialog
        open={open}
        onClose={blocking ? undefined : () => setOpen(false)}
        title="Delete tournament?"
        description="This is permanent."
      >
        <DialogActions>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive">Confirm</Button>
        </DialogActions>
      </Dialog>
    </PortalThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus and keeps Tab inside', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete tournament?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This is permanent.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    render(<Demo />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape when blocking', async () => {
    render(<Demo blocking />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
