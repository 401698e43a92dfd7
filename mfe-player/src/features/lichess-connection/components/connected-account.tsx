import type { LichessConnection } from '@chess-portal/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  errorMessage,
  Fact,
  FactList,
  formatDateTime,
  toast,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteLichessConnection } from '../api/delete-lichess-connection';

const Scopes = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The connected account (name linked to its Lichess page), what it allows, and Disconnect. */
export function ConnectedAccount({ connection }: { connection: LichessConnection }) {
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDeleteLichessConnection({
    onSuccess: () => {
      setConfirming(false);
      toast.success('Lichess account disconnected');
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, 'Failed to disconnect the Lichess account'));
    },
  });
  const name = connection.username ?? '';
  return (
    <div>
      <FactList>
        <Fact label="Account">
          {connection.profileUrl ? (
            <a href={connection.profileUrl} target="_blank" rel="noreferrer">
              {name}
            </a>
          ) : (
            name
          )}
        </Fact>
        <Fact label="Connected on">{formatDateTime(connection.connectedAt, 'Unknown')}</Fact>
        <Fact label="Allows">
          <Scopes>
            {connection.scopes.map((scope) => (
              <Badge key={scope} variant="outline">
                {scope}
              </Badge>
            ))}
          </Scopes>
        </Fact>
      </FactList>
      <Actions>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </Actions>
      <Dialog
        open={confirming}
        onClose={disconnect.isPending ? undefined : () => setConfirming(false)}
        title="Disconnect Lichess account?"
        description={`The authorization for ${name} is revoked on Lichess. Tournaments already on Lichess stay there; you can connect again at any time.`}
      >
        <DialogActions>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={disconnect.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
            Disconnect
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
