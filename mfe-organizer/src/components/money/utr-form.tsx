// Recording a refund's or a prize's UTR: the 12-digit UPI reference the organizer's payment app shows.
import { payoutSentSchema, type PayoutSentBody, type PayoutSentFormValues } from '@chess-portal/contracts';
import { Button, Switch, TextField, errorMessage, toast } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  > div {
    flex: 1 1 12rem;
  }
  > button {
    margin-top: 1.6rem;
  }
`;

type Props = {
  /** what is paid, for the form's name: 'the refund to demo' */
  what: string;
  /** a flagged winner: the organizer must say they checked the account */
  fairPlayFlag?: string | null;
  disabledReason?: string | null;
  save(body: PayoutSentBody): Promise<{ message: string }>;
  saving: boolean;
  successTitle: string;
};

export function UtrForm({ what, fairPlayFlag, disabledReason, save, saving, successTitle }: Props) {
  const form = useForm<PayoutSentFormValues, unknown, PayoutSentBody>({
    resolver: zodResolver(payoutSentSchema),
    defaultValues: { utr: '', fairPlayChecked: false },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await save(body);
      toast.success(successTitle, { description: res.message });
    } catch (error) {
      toast.error('Could not record it', { description: errorMessage(error, 'Please try again.') });
    }
  });
  if (disabledReason) return <p>{disabledReason}</p>;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Record ${what}`}>
      <TextField
        label="UTR (12 digits)"
        inputMode="numeric"
        autoComplete="off"
        error={form.formState.errors.utr?.message}
        hint="The UPI reference number your payment app shows after paying"
        {...form.register('utr')}
      />
      {fairPlayFlag && (
        <Switch
          label="I checked this winner's account and will pay anyway"
          hint={fairPlayFlag}
          {...form.register('fairPlayChecked')}
        />
      )}
      <Button type="submit" loading={saving}>
        Record UTR
      </Button>
    </Form>
  );
}
