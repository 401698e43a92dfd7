import { SessionProvider, useServerEvents, useSession } from '@chess-portal/portal-kit';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from '../../components/header/header';

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space[2]};
    top: ${({ theme }) => theme.space[2]};
    z-index: 100;
    background: #fff;
    padding: 0.5rem 0.75rem;
  }
`;

/** The tab's one live-update stream while someone is signed in, from their role's BFF (portal-kit server-events.ts). */
function ServerEvents() {
  const { user } = useSession();
  useServerEvents(user?.role);
  return null;
}

/** Every screen: the session, the header, then the routed content. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ServerEvents />
      <SkipLink href="#content">Skip to content</SkipLink>
      <Header />
      <Main id="content">
        <Outlet />
      </Main>
      <ScrollRestoration />
    </SessionProvider>
  );
}
