import type { SessionUser } from '@chess-portal/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../http/query-client';
import { SessionProvider } from '../session/session-context';
import { writeStoredUser } from '../session/storage';
import { PortalThemeProvider } from '../theme/theme-provider';

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

export type RenderOptions = { route?: string; user?: SessionUser | null; queryClient?: QueryClient; pollMs?: number };

/** Renders `ui` as the shell would host it: theme, QueryClient, router at `route`, session. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', user = null, queryClient, pollMs }: RenderOptions = {},
) {
  writeStoredUser(user);
  const client = queryClient ?? createQueryClient();
  const result = render(
    <PortalThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <SessionProvider pollMs={pollMs}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </PortalThemeProvider>,
  );
  return { ...result, queryClient: client };
}

export const aUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  username: 'player1',
  email: 'player1@example.com',
  role: 'player',
  teamVerified: true,
  lichessUsername: 'Player1',
  lichessVerified: true,
  ...overrides,
});
