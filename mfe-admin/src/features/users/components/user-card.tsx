import type { AdminUser } from '@chess-portal/contracts';
import { Badge, Card, CardHeader, CardTitle, Fact, FactList, formatDate } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { RoleBadge } from './role-badge';
import { UserActions } from './user-actions';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const reasonText = { unpaid_commission: 'Deactivated: overdue commission', admin: 'Deactivated by an admin' } as const;

/** One user on /admin/users: role and state badges, Lichess name or N/A, join date, controls. */
export function UserCard({ user }: { user: AdminUser }) {
  const titleId = `user-${user.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <div>
          <CardTitle id={titleId}>{user.username}</CardTitle>
          <Muted>{user.email}</Muted>
        </div>
        <Badges>
          <RoleBadge role={user.role} />
          <Badge variant={user.isActive ? 'success' : 'outline'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
        </Badges>
      </CardHeader>
      <FactList>
        <Fact label="Lichess">{user.lichessUsername ?? 'N/A'}</Fact>
        <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
        {user.deactivationReason && <Fact label="Status">{reasonText[user.deactivationReason]}</Fact>}
      </FactList>
      <Footer>
        {user.role === 'admin' ? (
          <Muted>Admin accounts cannot be changed or deleted.</Muted>
        ) : (
          <UserActions user={user} />
        )}
      </Footer>
    </Card>
  );
}
