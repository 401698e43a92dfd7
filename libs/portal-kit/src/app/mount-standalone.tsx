import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../http/query-client';
import { SessionProvider } from '../session/session-context';
import { PortalThemeProvider } from '../theme/theme-provider';
import { Toaster } from '../toast';

export type MountStandaloneOptions = { container?: HTMLElement | null };

/**
 * Standalone development: a remote's app on its own page, with the providers the shell normally
 * gives it (theme, one QueryClient, a browser router, the session, the toaster). Each remote's
 * `src/bootstrap.tsx` is `mountStandalone(App)`.
 */
export function mountStandalone(
  App: ComponentType,
  { container = document.getElementById('root') }: MountStandaloneOptions = {},
): Root {
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <PortalThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>
            <SessionProvider>
              <App />
            </SessionProvider>
          </BrowserRouter>
          <Toaster />
        </QueryClientProvider>
      </PortalThemeProvider>
    </StrictMode>,
  );
  return root;
}
