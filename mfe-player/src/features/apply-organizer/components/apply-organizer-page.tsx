import { Alert, ButtonLink, Fact, FactList, formatDate, LoadingBlock, useSession } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { FormPage } from '../../../components/form-page';
import { useMyApplication, type MyApplication } from '../api/get-my-application';
import { ApplicationForm } from './application-form';
import { Benefits } from './benefits';

const Centered = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

/** A pending application: its status instead of a second form that core would refuse. */
function PendingApplication({ application }: { application: NonNullable<MyApplication> }) {
  return (
    <FormPage title="Become an Organizer">
      <Alert variant="info" title="Your application is being reviewed">
        An admin reviews each application by hand; you will get an e-mail once it is processed.
      </Alert>
      <FactList align="end" spacing="roomy" aria-label="Your application">
        <Fact label="Status">Pending review</Fact>
        <Fact label="Applied">{formatDate(application.createdAt)}</Fact>
      </FactList>
      <Centered>
        <ButtonLink to="/me" variant="outline">
          View my profile
        </ButtonLink>
      </Centered>
    </FormPage>
  );
}

/** product.md §2 organizer application at /apply-organizer and /org/apply (visitors and players). */
export function ApplyOrganizerPage({ go }: { go?: (url: string) => void } = {}) {
  const { user } = useSession();
  const application = useMyApplication(user?.role === 'player');
  if (user?.role === 'player' && application.isPending) return <LoadingBlock label="Loading your application..." />;
  if (user?.role === 'player' && application.data?.status === 'pending')
    return <PendingApplication application={application.data} />;
  if (user && user.role !== 'player') {
    return (
      <FormPage title="Become an Organizer">
        <Alert
          variant="info"
          title={user.role === 'admin' ? 'Admins run everything already' : 'You are already an organizer'}
        >
          You can create and manage tournaments from your organizer area.
        </Alert>
        <Centered>
          <ButtonLink to="/organizer/tournaments">Go to my tournaments</ButtonLink>
        </Centered>
      </FormPage>
    );
  }
  return (
    <FormPage wide title="Become an Organizer" subtitle="Run tournaments for the Chess School community on Lichess">
      <Benefits />
      <ApplicationForm key={user ? 'player' : 'visitor'} visitor={!user} go={go} />
    </FormPage>
  );
}
