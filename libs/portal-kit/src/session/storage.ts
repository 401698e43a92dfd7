import type { SessionUser } from '@chess-portal/contracts';

/** The local-storage entry holding the signed-in user (product.md §1, §9). */
export const SESSION_STORAGE_KEY = 'csa.user';

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.username === 'string' && typeof v.role === 'string';
}

/** The raw stored text, so callers can cheaply tell whether it changed. */
export function readStoredUserText(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function parseStoredUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const readStoredUser = (): SessionUser | null => parseStoredUser(readStoredUserText());

export function writeStoredUser(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): the in-memory state still works
  }
}
