import { Button, Dialog, DialogActions } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Name = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

type Props = { username: string | null; onCancel: () => void; onTryAgain: () => void };

/** SPEC §8: shown when saving the profile fails because Lichess does not know the name. */
export function LichessNotFoundDialog({ username, onCancel, onTryAgain }: Props) {
  return (
    <Dialog
      open={username !== null}
      onClose={onCancel}
      title="Lichess User Not Found"
      description="We couldn't find a Lichess account with this username. Please double-check the spelling and try again."
    >
      <Name aria-label="Username you entered">{username}</Name>
      <DialogActions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onTryAgain}>Try Again</Button>
      </DialogActions>
    </Dialog>
  );
}
