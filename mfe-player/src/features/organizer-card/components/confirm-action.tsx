import { Button, Dialog, DialogActions, type ButtonVariant } from '@chess-portal/portal-kit';
import { useState, type ReactNode } from 'react';

export type ConfirmActionProps = {
  label: string;
  /** accessible name of the trigger, e.g. 'End Weekend Blitz' */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  onConfirm: () => Promise<unknown>;
};

/** A button that asks for confirmation in a dialog before it acts. */
export function ConfirmAction({ label, triggerLabel, title, description, confirmLabel, variant = 'outline', onConfirm }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="sm" variant={variant} aria-label={triggerLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} title={title} description={description}>
        <DialogActions>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
