import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '../theme/theme-provider';
import { ConfirmButton } from './confirm-button';

function renderButton(onConfirm: () => Promise<unknown>) {
  render(
    <PortalThemeProvider>
      <ConfirmButton
        label="Delete"
        triggerLabel="Delete Weekend Blitz"
        title="Delete tournament?"
        description="This is permanent."
        confirmLabel="Delete Tournament"
        onConfirm={onConfirm}
      />
    </PortalThemeProvider>,
  );
}

describe('ConfirmButton', () => {
  it('acts only after the dialog is confirmed, then closes it', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderButton(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Weekend Blitz' }));
    expect(screen.getByRole('dialog', { name: 'Delete tournament?' })).toHaveAccessibleDescription(
      'This is permanent.',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tournament' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderButton(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Weekend Blitz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
