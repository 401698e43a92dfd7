import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Dialog, DialogActions } from './dialog';
import { useState, type ReactNode } from 'react';

export type ConfirmButtonProps = {
  label: string;
  /** accessible name of the trigger when the label alone is ambiguous, e.g. 'End Weekend Blitz' */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onConfirm: () => Promise<unknown>;
};

/** A button that asks for confirmation in a dialog before it acts; the dialog stays until it is done. */
export function ConfirmButton({
  label,
  triggerLabel,
  title,
  description,
  confirmLabel,
  variant = 'outline',
  size = 'sm',
  onConfirm,
}: ConfirmButtonProps) {
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
      <Button size={size} variant={variant} aria-label={triggerLabel} onClick={() => setOpen(true)}>
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
