import type { MyRegistration } from '@chess-portal/contracts';
import {
  ButtonLink,
  Card,
  ConfirmButton,
  errorMessage,
  toast,
  CardFooter,
  CardHeader,
  CardTitle,
  formatDateTime,
  formatInr,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { RegistrationStatusBadge } from '../../../components/status-badge';
import { TournamentAccess } from '../../../components/tournament-access';
import { PENDING_TEXT, REJECTED_TEXT, REVOKED_TEXT, WITHDRAWN_TEXT } from '../../../lib/registration-status-texts';
import { useWithdrawRegistration } from '../api/withdraw-registration';

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function WithdrawButton({ registration: r }: { registration: MyRegistration }) {
  const withdraw = useWithdrawRegistration();
  return (
    <ConfirmButton
      label="Withdraw"
      triggerLabel={`Withdraw from ${r.tournament.name}`}
      title="Withdraw your registration?"
      description={
        r.paymentStatus === 'approved'
          ? `You leave ${r.tournament.name} and its Lichess allow-list.${
              r.tournament.isFree
                ? ''
                : ` Your entry fee of ${formatInr(r.tournament.entryFee)} will be refunded by the organizer (see My refunds and prizes).`
            } You can register again while registration is open.`
          : 'The organizer will no longer review it. You can register again while registration is open.'
      }
      confirmLabel="Withdraw"
      onConfirm={async () => {
        try {
          await withdraw.mutateAsync(r.id);
          toast.success('Registration Withdrawn', { description: r.tournament.name });
        } catch (error) {
          toast.error('Withdraw Failed', { description: errorMessage(error, 'Please try again.') });
        }
      }}
    />
  );
}

function StatusActions({ registration: r }: { registration: MyRegistration }) {
  const t = r.tournament;
  switch (r.paymentStatus) {
    case 'pending':
      return (
        <>
          <Text>{PENDING_TEXT}</Text>
          <CardFooter>
            <ButtonLink
              to={`/tournament/${t.id}/registration-status`}
              variant="outline"
              aria-label={`View Status of ${t.name}`}
            >
              View Status
            </ButtonLink>
            <WithdrawButton registration={r} />
          </CardFooter>
        </>
      );
    case 'approved':
      return (
        <CardFooter>
          <TournamentAccess opensAt={t.accessOpensAt.dashboard} lichessUrl={t.lichessUrl} name={t.name} />
          {/* product.md §10: before the start an approved player may leave (a paid one is refunded); core checks again */}
          {t.startTime && Date.now() < Date.parse(t.startTime) && <WithdrawButton registration={r} />}
        </CardFooter>
      );
    case 'withdrawn':
      return <Text>{WITHDRAWN_TEXT}</Text>;
    case 'revoked':
    case 'rejected':
      return (
        <>
          <Text>{r.paymentStatus === 'revoked' ? REVOKED_TEXT : REJECTED_TEXT}</Text>
          <CardFooter>
            <ButtonLink to={`/tournaments/${t.id}`} variant="outline" aria-label={`Try Again: ${t.name}`}>
              Try Again
            </ButtonLink>
          </CardFooter>
        </>
      );
    default:
      return <Text>Unknown</Text>;
  }
}

/** One of the player's registrations, by status (product.md §2 registration cards). */
export function RegistrationCard({ registration }: { registration: MyRegistration }) {
  const t = registration.tournament;
  return (
    <Card aria-labelledby={`my-${registration.id}`}>
      <CardHeader>
        <div>
          <CardTitle id={`my-${registration.id}`}>{t.name}</CardTitle>
          <Meta>
            {formatDateTime(t.startTime)} · {t.isFree ? 'Free' : formatInr(t.entryFee)}
          </Meta>
        </div>
        <RegistrationStatusBadge status={registration.paymentStatus} />
      </CardHeader>
      <StatusActions registration={registration} />
    </Card>
  );
}
