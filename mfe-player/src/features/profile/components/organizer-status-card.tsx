import type { Profile } from '@chess-portal/contracts';
import {
  Badge,
  ButtonLink,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Fact,
  FactList,
  formatDate,
} from '@chess-portal/portal-kit';

const STATUS_VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

/** product.md §2 Organizer Status: the organizer application's status, createdAt and reviewedAt. */
export function OrganizerStatusCard({ profile }: { profile: Profile }) {
  const application = profile.organizerApplication;
  const canApply = profile.role === 'player' && application?.status !== 'pending';
  return (
    <Card aria-labelledby="organizer-status-title">
      <CardHeader>
        <CardTitle id="organizer-status-title">Organizer Status</CardTitle>
      </CardHeader>
      {application ? (
        <FactList align="end" spacing="roomy">
          <Fact label="Application">
            <Badge variant={STATUS_VARIANT[application.status]}>{application.status}</Badge>
          </Fact>
          <Fact label="Applied">{formatDate(application.createdAt)}</Fact>
          <Fact label="Reviewed">{formatDate(application.reviewedAt, 'Not reviewed yet')}</Fact>
        </FactList>
      ) : (
        <CardDescription>
          {profile.role === 'player' ? 'You have not applied to become an organizer.' : `You are an ${profile.role}.`}
        </CardDescription>
      )}
      {canApply && (
        <CardFooter>
          <ButtonLink to="/apply-organizer" variant="outline" size="sm">
            Apply as Organizer
          </ButtonLink>
        </CardFooter>
      )}
    </Card>
  );
}
