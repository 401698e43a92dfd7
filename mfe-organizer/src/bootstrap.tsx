// Standalone development: the remote on its own, with the providers the shell normally gives it.
import { createQueryClient, PortalThemeProvider, SessionProvider, Toaster } from '@chess-portal/portal-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import OrganizerApp from './export-app';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PortalThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <SessionProvider>
            <OrganizerApp />
          </SessionProvider>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </PortalThemeProvider>
  </StrictMode>,
);
