import {
  commissionPaymentSchema,
  type AdminCommission,
  type CommissionPaymentBody,
  type CommissionPaymentFormValues,
} from '@chess-portal/contracts';
import { Button, errorMessage, TextField, toast } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
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

async function confirmWithToasts(run: () => Promise<unknown>) {
  try {
    await run();
    toast.success('Commission payment confirmed successfully');
  } catch (e) {
    toast.error('Failed to confirm commission payment', { description: errorMessage(e, 'Please try again.') });
  }
}

/** 'Confirm Payment' for a pending commission whose organizer gave a transaction id (product.md §2, §4). */
export function ConfirmPaymentButton({ commission }: { commission: AdminCommission }) {
  const confirm = useConfirmCommission();
  return (
    <Button
      size="sm"
      loading={confirm.isPending}
      onClick={() => confirmWithToasts(() => confirm.mutateAsync({ id: commission.id }))}
    >
      Confirm Payment
    </Button>
  );
}

/**
 * An overdue commission: its organizer is deactivated and cannot submit the transaction id, so the
 * admin enters the one the organizer sent them (or confirms the one on record).
 */
export function ConfirmOverdueForm({ commission }: { commission: AdminCommission }) {
  const confirm = useConfirmCommission();
  const onRecord = commission.organizerTransactionId;
  const form = useForm<CommissionPaymentFormValues, unknown, CommissionPaymentBody>({
    resolver: zodResolver(commissionPaymentSchema),
    defaultValues: { transactionId: onRecord ?? '' },
  });
  const submit = form.handleSubmit(({ transactionId }) =>
    confirmWithToasts(() =>
      confirm.mutateAsync({ id: commission.id, transactionId: onRecord ? undefined : transactionId }),
    ),
  );
  return (
    <Form onSubmit={submit} noValidate aria-label={`Confirm payment for ${commission.tournament.name}`}>
      <TextField
        label="Transaction ID"
        autoComplete="off"
        readOnly={Boolean(onRecord)}
        error={form.formState.errors.transactionId?.message}
        {...form.register('transactionId')}
      />
      <Button type="submit" size="sm" loading={confirm.isPending}>
        Confirm Payment
      </Button>
    </Form>
  );
}
