import type { LichessConnection } from '@chess-portal/contracts';
import { Badge, Button, Dialog, DialogActions, errorMessage, formatDateTime, toast } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteLichessConnection } from '../api/delete-lichess-connection';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

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
      <Facts>
        <dt>Account</dt>
        <dd>{connection.profileUrl ? <a href={connection.profileUrl} target="_blank" rel="noreferrer">{name}</a> : name}</dd>
        <dt>Connected on</dt>
        <dd>{formatDateTime(connection.connectedAt, 'Unknown')}</dd>
        <dt>Allows</dt>
        <dd>
          <Scopes>
            {connection.scopes.map((scope) => (
              <Badge key={scope} variant="outline">
                {scope}
              </Badge>
            ))}
          </Scopes>
        </dd>
      </Facts>
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
