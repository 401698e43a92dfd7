import { Badge, Button, ButtonLink, useSession } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const roleVariant = { admin: 'default', organizer: 'secondary', player: 'outline' } as const;

/** The header's items, the same on desktop and in the mobile menu (product.md §2). */
export function NavItems({ onNavigate, block = false }: { onNavigate?: () => void; block?: boolean }) {
  const { user, logout } = useSession();
  // everyone can browse tournaments and past results (the player area's public /tournaments/browse)
  const browse = (
    <ButtonLink to="/tournaments/browse" variant={block ? 'secondary' : 'ghost'} block={block} onClick={onNavigate}>
      Browse Tournaments
    </ButtonLink>
  );
  if (!user) {
    return (
      <>
        {browse}
        <ButtonLink to="/login" variant={block ? 'outline' : 'ghost'} block={block} onClick={onNavigate}>
          Login
        </ButtonLink>
        <ButtonLink to="/register" block={block} onClick={onNavigate}>
          Register
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {browse}
      <Who>
        <Name>{user.username}</Name>
        <Badge variant={roleVariant[user.role]}>{user.role}</Badge>
      </Who>
      <ButtonLink to="/me" variant={block ? 'secondary' : 'ghost'} block={block} onClick={onNavigate}>
        My Profile
      </ButtonLink>
      <Button
        variant="outline"
        block={block}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        Logout
      </Button>
    </>
  );
}
