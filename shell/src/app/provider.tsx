import { createQueryClient, PortalThemeProvider, Toaster } from '@chess-portal/portal-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** The page's one theme, QueryClient and toaster, shared with every remote. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <PortalThemeProvider>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </PortalThemeProvider>
  );
}
