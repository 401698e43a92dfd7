// The profile's (/me) Lichess card for organizers and admins: which Lichess account is connected by
// OAuth, Connect (off to Lichess and back) and Disconnect. Renders nothing for players.
import {
  Alert,
  Badge,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadingBlock,
  useSession,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useLichessConnection } from '../api/get-lichess-connection';
import { ConnectPrompt } from './connect-prompt';
import { ConnectedAccount } from './connected-account';
import { OAuthOutcomeAlert, useOAuthOutcome } from './oauth-outcome';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

function ConnectionBody() {
  const query = useLichessConnection();
  if (query.isPending) return <LoadingBlock label="Loading your Lichess connection..." />;
  if (query.isError) {
    return (
      <Alert variant="destructive" title="Failed to load your Lichess connection">
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return query.data.connected ? (
    <ConnectedAccount connection={query.data} />
  ) : (
    <ConnectPrompt platformFallback={query.data.platformFallback} />
  );
}

function StatusBadge() {
  const query = useLichessConnection();
  if (!query.data) return null;
  return query.data.connected ? (
    <Badge variant="success">Connected</Badge>
  ) : (
    <Badge variant="outline">Not connected</Badge>
  );
}

export function LichessConnectionCard() {
  const { user } = useSession();
  const { outcome, dismiss } = useOAuthOutcome();
  if (user?.role !== 'organizer' && user?.role !== 'admin') return null;
  return (
    <Card aria-labelledby="lichess-connection-title">
      <CardHeader>
        <div>
          <CardTitle id="lichess-connection-title">Lichess Connection</CardTitle>
          <CardDescription>The Lichess account your tournaments are created with</CardDescription>
        </div>
        <StatusBadge />
      </CardHeader>
      <Stack>
        {outcome && <OAuthOutcomeAlert outcome={outcome} onDismiss={dismiss} />}
        <ConnectionBody />
      </Stack>
    </Card>
  );
}
