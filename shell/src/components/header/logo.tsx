import { roleHome, useSession } from '@chess-portal/portal-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '../../config/env';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  border-radius: ${({ theme }) => theme.radii.sm};
  /* on a narrow phone the name wraps rather than push the menu button off-screen */
  min-width: 0;
  line-height: 1.15;
`;

const Mark = styled.span`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.accentSoft};
`;

export function KnightIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6 21h12v-2.2H6V21zm1.6-3.4h9.2c.1-2.9-1.1-4.6-2.2-6.4 1.5-.6 2.4-1.9 2.4-3.5C17 4.9 14.5 3 11.4 3c-1 0-2 .2-2.8.7L7.2 2.6l-.4 2.2L4.6 7l1 2 2.6-.8c.5-.1.9 0 1.2.3-.4 1.3-1.8 3.2-1.8 9.1z" />
    </svg>
  );
}

/** The logo links to the user's home: admin, organizer, player area, or / for visitors (product.md §2). */
export function Logo() {
  const { user } = useSession();
  return (
    <Home to={roleHome(user)} aria-label={`${env.appName} home`}>
      <Mark>
        <KnightIcon />
      </Mark>
      <span>{env.appName}</span>
    </Home>
  );
}
