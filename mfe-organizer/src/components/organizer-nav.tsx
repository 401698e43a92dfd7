import { Link, matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  flex-wrap: wrap;
`;

const Item = styled(Link)`
  padding: 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The organizer's links; `current` lists the paths on which a link is the one shown as current. */
export const organizerLinks = [
  { to: '/tournaments', label: 'Dashboard', current: ['/tournaments'] },
  {
    to: '/organizer/tournaments',
    label: 'Tournaments',
    current: ['/organizer/tournaments', '/organizer/tournaments/:id', '/organizer/tournaments/:id/registrations'],
  },
  { to: '/organizer/tournaments/new', label: 'Create', current: ['/organizer/tournaments/new'] },
  { to: '/organizer/payments', label: 'Payments', current: ['/organizer/payments'] },
  { to: '/organizer/commissions', label: 'Commissions', current: ['/organizer/commissions'] },
  { to: '/organizer/money', label: 'Money', current: ['/organizer/money'] },
];

/** The link of `pathname` (Create wins over a tournament's page for /organizer/tournaments/new). */
export function currentLink(pathname: string): string | undefined {
  const exact = organizerLinks.find((l) => l.current.some((p) => !p.includes(':') && p === pathname));
  return (exact ?? organizerLinks.find((l) => l.current.some((p) => matchPath(p, pathname))))?.to;
}

/** The organizer navigation bar, like the admin's: Dashboard, Tournaments, Create, Payments, Commissions, Money. */
export function OrganizerNav() {
  const { pathname } = useLocation();
  const current = currentLink(pathname);
  return (
    <Bar aria-label="Organizer">
      {organizerLinks.map((link) => (
        <Item key={link.to} to={link.to} aria-current={link.to === current ? 'page' : undefined}>
          {link.label}
        </Item>
      ))}
    </Bar>
  );
}
