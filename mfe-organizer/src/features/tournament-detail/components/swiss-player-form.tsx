// Add or remove a player of a Swiss on Lichess (product.md §2, §7): through the tournament's allow-list.
import {
  swissPlayerSchema,
  type OrganizerTournament,
  type SwissPlayerData,
  type SwissPlayerFormValues,
} from '@chess-portal/contracts';
import { Button, TextField, errorMessage, toast } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useAddSwissPlayer } from '../api/add-swiss-player';
import { useRemoveSwissPlayer } from '../api/remove-swiss-player';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

export function SwissPlayerForm({ tournament: t }: { tournament: OrganizerTournament }) {
  const add = useAddSwissPlayer();
  const remove = useRemoveSwissPlayer();
  const [busy, setBusy] = useState<'add' | 'remove'>();
  const form = useForm<SwissPlayerFormValues, unknown, SwissPlayerData>({
    resolver: zodResolver(swissPlayerSchema),
    defaultValues: { username: '' },
  });
  const act = (kind: 'add' | 'remove') =>
    form.handleSubmit(async ({ username }) => {
      if (!t.lichessTournamentId) return toast.error('Tournament ID required');
      setBusy(kind);
      const body = { lichessId: t.lichessTournamentId, username };
      try {
        const res = await (kind === 'add' ? add : remove).mutateAsync(body);
        if (res.success)
          toast.success(kind === 'add' ? 'Player added' : 'Player removed', { description: res.message });
        else
          toast.error(kind === 'add' ? 'Failed to Add Player' : 'Failed to Remove Player', {
            description: res.message,
          });
      } catch (error) {
        toast.error(kind === 'add' ? 'Failed to add player' : 'Failed to remove player', {
          description: errorMessage(error, kind === 'add' ? 'Failed to add player' : 'Failed to remove player'),
        });
      } finally {
        setBusy(undefined);
      }
    })();
  return (
    <form
      noValidate
      aria-label="Add or remove a Swiss player"
      onSubmit={(e) => {
        e.preventDefault();
        void act('add');
      }}
    >
      <TextField
        label="Lichess username"
        autoCapitalize="off"
        error={form.formState.errors.username?.message}
        {...form.register('username')}
      />
      <Row>
        <Button type="submit" size="sm" loading={busy === 'add'}>
          Add Player
        </Button>
        <Button size="sm" variant="outline" onClick={() => void act('remove')} loading={busy === 'remove'}>
          Remove Player
        </Button>
      </Row>
    </form>
  );
}
