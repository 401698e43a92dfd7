import type { AdminUser } from '@chess-portal/contracts';
import { Button, errorMessage, Switch, toast } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUpdateUser, type UserAction } from '../api/update-user';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** product.md §8 toasts per action. */
const messages: Record<UserAction['kind'], [ok: string, failed: string]> = {
  role: ['User updated', 'Failed to update user'],
  block: ['User blocked', 'Failed to block user'],
  unblock: ['User unblocked', 'Failed to unblock user'],
  delete: ['User deleted', 'Failed to delete user'],
};

type Pending = 'delete' | 'admin' | null;

/** Active switch, Promote / Demote, Make Admin and Delete (after confirmation) for a non-admin user. */
export function UserActions({ user }: { user: AdminUser }) {
  const mutation = useUpdateUser();
  const [confirming, setConfirming] = useState<Pending>(null);
  const run = async (action: UserAction) => {
    const [ok, failed] = messages[action.kind];
    try {
      await mutation.mutateAsync({ id: user.id, action });
      toast.success(ok, { description: action.kind === 'delete' ? `${user.username} was deactivated` : user.username });
    } catch (e) {
      toast.error(failed, { description: errorMessage(e, 'Please try again.') });
    } finally {
      setConfirming(null);
    }
  };
  const busy = mutation.isPending;
  return (
    <Stack>
      <Switch
        label="Can sign in"
        aria-label={`Active: ${user.username}`}
        checked={user.isActive}
        disabled={busy}
        onCheckedChange={(on) => run({ kind: on ? 'unblock' : 'block' })}
      />
      <Row>
        {user.role === 'player' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run({ kind: 'role', role: 'organizer' })}>
            Promote
          </Button>
        )}
        {user.role === 'organizer' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run({ kind: 'role', role: 'player' })}>
            Demote
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming('admin')}>
          Make Admin
        </Button>
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirming('delete')}>
          Delete
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={`Delete ${user.username}?`}
        description="The account is deactivated: they are signed out everywhere and can no longer sign in. Their tournaments and history are kept."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => run({ kind: 'delete' })}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'admin'}
        title={`Make ${user.username} an admin?`}
        description="Admins can manage every user, application, commission and setting. Admin accounts cannot be demoted or deleted afterwards."
        confirmLabel="Make Admin"
        busy={busy}
        onConfirm={() => run({ kind: 'role', role: 'admin' })}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
