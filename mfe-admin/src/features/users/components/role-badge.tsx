import type { Role } from '@chess-portal/contracts';
import { Badge, type BadgeVariant } from '@chess-portal/portal-kit';

const variants: Record<Role, BadgeVariant> = { admin: 'destructive', organizer: 'default', player: 'secondary' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={variants[role]} style={{ textTransform: 'capitalize' }}>
      {role}
    </Badge>
  );
}
