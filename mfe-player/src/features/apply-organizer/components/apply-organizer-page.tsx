import { Alert, ButtonLink, useSession } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { FormPage } from '../../../components/form-page';
import { ApplicationForm } from './application-form';
import { Benefits } from './benefits';

const Centered = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

/** SPEC §2 organizer application at /apply-organizer and /org/apply (visitors and players). */
export function ApplyOrganizerPage() {
  const { user } = useSession();
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
      <ApplicationForm key={user ? 'player' : 'visitor'} visitor={!user} />
    </FormPage>
  );
}
