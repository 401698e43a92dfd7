// Confirming a commission payment always goes through a dialog (amount, organizer, UTR). A UTR already
// used elsewhere on the platform (a player's registration, another commission, a prize payout) is
// flagged in it with each use, and is confirmed only with "Confirm anyway" (core refuses otherwise).
import {
  COMMISSION_TRANSACTION_ID_REUSED_START,
  commissionPaymentSchema,
  type AdminCommission,
  type CommissionPaymentBody,
  type CommissionPaymentFormValues,
} from '@chess-portal/contracts';
import { Alert, Button, errorMessage, formatDate, formatInr, isApiError, toast } from '@chess-portal/portal-kit';
import { TextField } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConfirmCommission } from '../api/confirm-commission';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > div {
    flex: 1 1 180px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Uses = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: 1.25rem;
  list-style: disc;
`;

type Use = AdminCommission['transactionIdUses'][number];

/** "Registration of arjun_k for Saturday Swiss, 20 Feb 2026": where else the UTR was used. */
export function describeUse(u: Use): string {
  const what =
    u.kind === 'registration'
      ? `Registration of ${u.username}`
      : u.kind === 'commission'
        ? `Commission paid by ${u.username}`
        : u.kind === 'refund'
          ? `Refund to ${u.username}`
          : `Prize payout to ${u.username}`;
  return `${what} for ${u.tournamentName}${u.at ? `, ${formatDate(u.at)}` : ''}`;
}

const isReuseRefusal = (e: unknown) =>
  isApiError(e) && e.status === 409 && Boolean(e.serverMessage?.startsWith(COMMISSION_TRANSACTION_ID_REUSED_START));

/**
 * The confirmation dialog: what is confirmed, and the UTR's other uses when there are any (known from
 * the list, or answered by core for a UTR the admin typed).
 */
function ConfirmPaymentDialog({
  commission: c,
  transactionId,
  typed,
  onClose,
}: {
  commission: AdminCommission;
  transactionId: string;
  /** the admin typed the UTR (an overdue commission): its uses are not known before asking core */
  typed: boolean;
  onClose: () => void;
}) {
  const confirm = useConfirmCommission();
  const [refusal, setRefusal] = useState<string | null>(null);
  const uses = typed ? [] : c.transactionIdUses;
  const flagged = uses.length > 0 || refusal !== null;
  const run = async () => {
    try {
      await confirm.mutateAsync({
        id: c.id,
        transactionId: typed ? transactionId : undefined,
        confirmReusedTransactionId: flagged,
      });
      toast.success('Commission payment confirmed successfully');
      onClose();
    } catch (e) {
      if (!flagged && isReuseRefusal(e)) setRefusal((e as { serverMessage: string }).serverMessage);
      else {
        toast.error('Failed to confirm commission payment', { description: errorMessage(e, 'Please try again.') });
        onClose();
      }
    }
  };
  return (
    <ConfirmDialog
      open
      title="Confirm commission payment?"
      description={
        <>
          <Facts>
            <dt>Tournament</dt>
            <dd>{c.tournament.name}</dd>
            <dt>Organizer</dt>
            <dd>{c.organizer.username}</dd>
            <dt>Amount</dt>
            <dd>{formatInr(c.commissionAmount)}</dd>
            <dt>UTR</dt>
            <dd>{transactionId}</dd>
          </Facts>
          {flagged ? (
            <Alert variant="destructive" title="This UTR is already used">
              {uses.length > 0 ? (
                <>
                  <p>The same transaction ID was used by:</p>
                  <Uses>
                    {uses.map((u) => (
                      <li key={`${u.kind}-${u.id}`}>{describeUse(u)}</li>
                    ))}
                  </Uses>
                  <p>Check the payment in your bank or UPI app before confirming.</p>
                </>
              ) : (
                <p>{refusal}</p>
              )}
            </Alert>
          ) : (
            <p>Check that this UTR and amount reached the admin UPI account before confirming.</p>
          )}
        </>
      }
      confirmLabel={flagged ? 'Confirm anyway' : 'Confirm Payment'}
      destructive={flagged}
      busy={confirm.isPending}
      onConfirm={run}
      onCancel={onClose}
    />
  );
}

/** 'Confirm Payment' for a pending commission whose organizer gave a transaction id (product.md §2, §4). */
export function ConfirmPaymentButton({ commission }: { commission: AdminCommission }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Confirm Payment
      </Button>
      {open && (
        <ConfirmPaymentDialog
          commission={commission}
          transactionId={commission.organizerTransactionId ?? ''}
          typed={false}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * An overdue commission: its organizer is deactivated and cannot submit the transaction id, so the
 * admin enters the one the organizer sent them (or confirms the one on record).
 */
export function ConfirmOverdueForm({ commission }: { commission: AdminCommission }) {
  const onRecord = commission.organizerTransactionId;
  const [asked, setAsked] = useState<string | null>(null);
  const form = useForm<CommissionPaymentFormValues, unknown, CommissionPaymentBody>({
    resolver: zodResolver(commissionPaymentSchema),
    defaultValues: { transactionId: onRecord ?? '' },
  });
  const submit = form.handleSubmit(({ transactionId }) => setAsked(transactionId));
  return (
    <>
      <Form onSubmit={submit} noValidate aria-label={`Confirm payment for ${commission.tournament.name}`}>
        <TextField
          label="Transaction ID"
          autoComplete="off"
          readOnly={Boolean(onRecord)}
          error={form.formState.errors.transactionId?.message}
          {...form.register('transactionId')}
        />
        <Button type="submit" size="sm">
          Confirm Payment
        </Button>
      </Form>
      {asked !== null && (
        <ConfirmPaymentDialog
          commission={commission}
          transactionId={onRecord ?? asked}
          typed={!onRecord}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}
