import {
  joinSchemaFor,
  type JoinBody,
  type JoinFormValues,
  type PublicTournament,
  type SessionUser,
} from '@chess-portal/contracts';
import {
  Alert,
  Button,
  TextField,
  errorMessage,
  toast,
  offlineQueued,
  waitingForNetwork,
} from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useJoinTournament } from '../api/join-tournament';
import { PaymentDetails } from './payment-details';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function LichessWarning({ user }: { user: SessionUser }) {
  if (user.lichessUsername && user.lichessVerified) return null;
  return (
    <Alert variant="warning" title="Lichess account not connected">
      Link and verify your Lichess username on <Link to="/me">your profile</Link> so you can play in the tournament.
    </Alert>
  );
}

/** product.md §2 joinable case: payment (paid events), the read-only Lichess username, the transaction id. */
export function JoinForm({ tournament: t, user }: { tournament: PublicTournament; user: SessionUser }) {
  const navigate = useNavigate();
  const join = useJoinTournament(t.id);
  const schema = useMemo(() => joinSchemaFor(t.entryFee), [t.entryFee]);
  const form = useForm<JoinFormValues, unknown, JoinBody>({
    resolver: zodResolver(schema),
    defaultValues: { transactionId: '' },
  });
  const error = form.formState.errors.transactionId?.message;

  const onSubmit = form.handleSubmit(async ({ transactionId }) => {
    try {
      const answer = await join.mutateAsync({ playerId: user.id, transactionId });
      toast.success('Registration Successful', { description: answer.message });
      navigate(`/tournament/${t.id}/registration-status`);
    } catch (e) {
      // one failure toast at a time: a second failed try replaces the first instead of stacking under it
      toast.error('Registration Failed', {
        id: `join-failed-${t.id}`,
        description: errorMessage(e, 'Failed to join tournament'),
      });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Join ${t.name}`}>
      {!t.isFree && <PaymentDetails tournament={t} />}
      <TextField
        label="Lichess username"
        value={user.lichessUsername ?? ''}
        readOnly
        placeholder="Not connected"
        hint="From your profile"
      />
      <LichessWarning user={user} />
      {!t.isFree && (
        <TextField
          label="Transaction ID (required)"
          autoComplete="off"
          inputMode="text"
          required
          error={error}
          hint="The UPI transaction ID (UTR) shown by your payment app after paying"
          {...form.register('transactionId')}
        />
      )}
      {join.isPaused && (
        <Alert variant="info" title={offlineQueued}>
          Keep this page open: your registration is sent as soon as the network is back.
        </Alert>
      )}
      <Button type="submit" size="lg" block loading={join.isPending && !join.isPaused} disabled={join.isPaused}>
        {join.isPaused ? waitingForNetwork : t.isFree ? 'Join Tournament' : 'Submit Registration'}
      </Button>
      <Note>
        {t.isFree
          ? 'Your registration will be reviewed by the organizer.'
          : 'Your registration will be reviewed after payment verification.'}
      </Note>
    </Form>
  );
}
