import { NavLink } from 'react-router-dom';
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

const Item = styled(NavLink)`
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

export const adminLinks = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/commissions', label: 'Commissions' },
  { to: '/admin/transaction-ids', label: 'Reused transaction IDs' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/outbox', label: 'E-mail outbox' },
];

/** product.md §2: the admin navigation bar. */
export function AdminNav() {
  return (
    <Bar aria-label="Admin">
      {adminLinks.map((link) => (
        <Item key={link.to} to={link.to}>
          {link.label}
        </Item>
      ))}
    </Bar>
  );
}
