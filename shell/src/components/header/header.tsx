import { mq } from '@chess-portal/portal-kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NotificationsMenu } from '../notifications';
import { Logo } from './logo';
import { NavItems } from './nav-items';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* on a phone the bell and the menu button always keep their room; the logo's name wraps instead */
  flex-shrink: 0;
  ${mq.md} {
    flex-shrink: 1;
    min-width: 0;
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${mq.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${mq.md} {
    display: none;
  }
`;

const MobileNav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &[hidden] {
    display: none;
  }
  ${mq.md} {
    display: none;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** product.md §2 header: logo, session items, and a mobile menu toggle carrying the same items. */
export function Header() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Bar>
      <Inner>
        <Logo />
        <End>
          <DesktopNav aria-label="Account">
            <NavItems />
          </DesktopNav>
          <NotificationsMenu />
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
          </Toggle>
        </End>
      </Inner>
      <MobileNav id="mobile-menu" aria-label="Account menu" hidden={!open}>
        <NavItems block onNavigate={() => setOpen(false)} />
      </MobileNav>
    </Bar>
  );
}
