import { commissionPaymentSchema, type CommissionPaymentBody, type CommissionPaymentFormValues, type OrganizerCommission } from '@chess-portal/contracts';
import { Button, TextField, errorMessage, toast } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { usePayCommission } from '../api/pay-commission';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  > div { flex: 1 1 14rem; }
  > button { margin-top: 1.6rem; }
`;

/** The organizer's UPI transaction id for a commission payment; an admin confirms it afterwards. */
export function PayCommissionForm({ commission: c }: { commission: OrganizerCommission }) {
  const pay = usePayCommission(c.id);
  const form = useForm<CommissionPaymentFormValues, unknown, CommissionPaymentBody>({
    resolver: zodResolver(commissionPaymentSchema),
    defaultValues: { transactionId: c.organizerTransactionId ?? '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await pay.mutateAsync(body);
      toast.success('Payment submitted', { description: res.message });
    } catch (error) {
      toast.error('Payment submission failed', { description: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Pay the commission for ${c.tournamentName}`}>
      <TextField label="UPI transaction ID" autoComplete="off" error={form.formState.errors.transactionId?.message} hint="The UTR your payment app shows after paying" {...form.register('transactionId')} />
      <Button type="submit" loading={pay.isPending}>{c.organizerTransactionId ? 'Update Transaction ID' : 'Submit Payment'}</Button>
    </Form>
  );
}
