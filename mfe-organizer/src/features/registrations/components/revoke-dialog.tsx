// Revoke an approved registration with a reason: the shared zod rule gives the same message
// as the BFF and core; the player is told the reason (in the portal and by e-mail) and taken off the Lichess allow-list.
import {
  revokeRegistrationSchema,
  type OrganizerRegistration,
  type RevokeRegistrationBody,
  type RevokeRegistrationFormValues,
} from '@chess-portal/contracts';
import { Button, Dialog, DialogActions, TextareaField, errorMessage, toast } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevokeRegistration } from '../api/revoke-registration';

export function RevokeButton({
  tournamentId,
  registration,
}: {
  tournamentId: string;
  registration: OrganizerRegistration;
}) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeRegistration(tournamentId);
  const form = useForm<RevokeRegistrationFormValues, unknown, RevokeRegistrationBody>({
    resolver: zodResolver(revokeRegistrationSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await revoke.mutateAsync({ registrationId: registration.id, reason });
      toast.success('Registration Revoked', { description: `${registration.playerName} was notified of the reason.` });
      setOpen(false);
      form.reset();
    } catch (error) {
      toast.error('Revoke Failed', { description: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Revoke ${registration.playerName}`}
        onClick={() => setOpen(true)}
      >
        Revoke
      </Button>
      <Dialog
        open={open}
        onClose={revoke.isPending ? undefined : () => setOpen(false)}
        title={`Revoke ${registration.playerName}'s registration?`}
        description="They are taken off the Lichess allow-list and notified of your reason. Their fee leaves the totals."
      >
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Revoke registration">
          <TextareaField
            label="Reason"
            rows={3}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <DialogActions>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={revoke.isPending}>
              Revoke registration
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
