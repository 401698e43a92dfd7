import type { SessionUser } from '@chess-portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionApi, type SessionApi } from './session-api';
import { parseStoredUser, readStoredUser, readStoredUserText, writeStoredUser } from './storage';

export type Session = {
  user: SessionUser | null;
  /** Stores the user locally (or clears it with null). */
  setUser(user: SessionUser | null): void;
  /** Reloads the user from GET /api/auth/me; any failure logs out locally and resolves null. */
  refresh(): Promise<SessionUser | null>;
  /** Clears the local session at once, tells the server without waiting, then goes to /. */
  logout(): void;
  /** True from logout() until the page is at /: guards should not redirect meanwhile. */
  signingOut: boolean;
};

const SessionContext = createContext<Session | null>(null);

/**
 * Set as this page is left (pagehide). Leaving cancels the page's requests, and the session refresh's fetch
 * rejects while the old page unloads: that is no failed refresh, and treating it as one logged the user out
 * in storage for the next page too (a player who followed a link while the check was on its way landed on
 * the sign-in form).
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  // back from the browser's back-forward cache: the page is in use again
  window.addEventListener('pageshow', () => (leaving = false));
}

/**
 * Runs `logOut` for a failed refresh unless the page is being left. Decided in a task of its own: an unloading
 * page runs no further tasks, and by then its pagehide has been seen.
 */
function logOutUnlessLeaving(logOut: () => void): Promise<null> {
  return new Promise((resolve) =>
    window.setTimeout(() => {
      if (!leaving) logOut();
      resolve(null);
    }, 0),
  );
}

export type SessionProviderProps = { children: ReactNode; api?: SessionApi; pollMs?: number };

/** Re-reads the stored user every `pollMs` so other tabs and screens stay in step (product.md §2). */
function useStoredUserSync(setState: (user: SessionUser | null) => void, pollMs: number) {
  const last = useRef(readStoredUserText());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const text = readStoredUserText();
      if (text === last.current) return;
      last.current = text;
      setState(parseStoredUser(text));
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [setState, pollMs]);
  return last;
}

/** The page's one session (needs a router and a QueryClient above it). */
export function SessionProvider({ children, api = sessionApi, pollMs = 1000 }: SessionProviderProps) {
  const [user, setState] = useState<SessionUser | null>(readStoredUser);
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const last = useStoredUserSync(setState, pollMs);

  useEffect(() => {
    if (signingOut && pathname === '/') setSigningOut(false);
  }, [signingOut, pathname]);

  const setUser = useCallback(
    (next: SessionUser | null) => {
      writeStoredUser(next);
      last.current = readStoredUserText();
      setState(next);
    },
    [last],
  );

  const refresh = useCallback(
    () =>
      api.me().then(
        (fresh) => (setUser(fresh), fresh),
        () => logOutUnlessLeaving(() => setUser(null)),
      ),
    [api, setUser],
  );

  const logout = useCallback(() => {
    setSigningOut(true);
    setUser(null);
    api.logout().catch(() => undefined);
    navigate('/');
    queryClient.removeQueries();
  }, [api, setUser, navigate, queryClient]);

  useEffect(() => {
    if (readStoredUser()) void refresh();
  }, [refresh]);

  const value = useMemo(
    () => ({ user, setUser, refresh, logout, signingOut }),
    [user, setUser, refresh, logout, signingOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
