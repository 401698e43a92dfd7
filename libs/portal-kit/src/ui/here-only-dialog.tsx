// "End it here only": when the Lichess account that created a pushed tournament is no
// longer connected (and the platform cannot act for it), core says exactly that and the organizer may
// end, close or delete the tournament here only, after confirming it in this dialog (the organizer
// area and the organizer card on the player dashboard share it).
import { offersHereOnly } from '@chess-portal/contracts';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../http/api-error';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

type Ask = { message: string; run: () => Promise<unknown> };

/** The action, and the words for its "here only" confirmation. */
export type HereOnlyAction = { title: string; consequence: string; confirmLabel: string };

/**
 * `offer(error, run)`: true when the error offers the "here only" path (the dialog opens; `run` does
 * it with hereOnly when confirmed), false for any other error (the caller reports it).
 */
export function useHereOnly(action: HereOnlyAction): {
  offer: (error: unknown, run: Ask['run']) => boolean;
  dialog: ReactNode;
} {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [busy, setBusy] = useState(false);
  const offer = (error: unknown, run: Ask['run']) => {
    const message = errorMessage(error, '');
    if (!offersHereOnly(message)) return false;
    setAsk({ message, run });
    return true;
  };
  const confirm = async () => {
    if (!ask) return;
    setBusy(true);
    try {
      await ask.run();
    } finally {
      setBusy(false);
      setAsk(null);
    }
  };
  const dialog = (
    <Dialog
      open={ask !== null}
      onClose={busy ? undefined : () => setAsk(null)}
      title={action.title}
      description={
        <>
          {ask?.message} {action.consequence}
        </>
      }
    >
      <DialogActions>
        <Button variant="outline" onClick={() => setAsk(null)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} loading={busy}>
          {action.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { offer, dialog };
}
