import { Alert, Button, ButtonLink, Card, LoadingBlock, mq, PageHeader } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useProfile } from '../api/get-profile';
import { AccountStatusCard } from './account-status-card';
import { EmailPreferencesCard } from './email-preferences-card';
import { OrganizerStatusCard } from './organizer-status-card';
import { ProfileForm } from './profile-form';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

type Props = {
  /** the Lichess connection card (organizers), composed by the app */
  lichessConnection?: ReactNode;
  /** sends the browser to Lichess's sign-in page (tests pass a spy) */
  go?: (url: string) => void;
};

/** product.md §2 profile at /me and /profile (the shell sends visitors to /login first). */
export function ProfilePage({ lichessConnection, go }: Props) {
  const profile = useProfile();
  return (
    <>
      <PageHeader
        title="My Profile"
        subtitle="Your account, your Lichess username and how you get paid"
        actions={
          <ButtonLink to="/me/money" variant="outline">
            My refunds and prizes
          </ButtonLink>
        }
      />
      {profile.isPending && <LoadingBlock label="Loading profile..." />}
      {profile.isError && (
        <Alert variant="destructive" title="Failed to load your profile">
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {profile.data && (
        <Layout>
          <Card aria-label="Profile details">
            <ProfileForm key={profile.data.id} profile={profile.data} go={go} />
          </Card>
          <Side>
            <AccountStatusCard profile={profile.data} />
            <OrganizerStatusCard profile={profile.data} />
            <EmailPreferencesCard />
            {lichessConnection}
          </Side>
        </Layout>
      )}
    </>
  );
}
