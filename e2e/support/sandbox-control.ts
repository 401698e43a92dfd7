// The journey stack's Lichess sandbox: its control API (/_sandbox/...) and a player's own actions
// there (a token for a fixture user, joining a tournament), to check what Lichess lets happen.
import { stack } from './browser';

export async function sandboxControl<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack().sandboxUrl}/_sandbox${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sandbox ${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A fixture user joins a Swiss with their own token: 'ok', or Lichess's refusal. */
export async function joinSwissAs(username: string, swissId: string): Promise<string> {
  const { access_token: token } = await sandboxControl<{ access_token: string }>('POST', '/tokens', {
    username,
    scopes: ['tournament:write'],
  });
  const res = await fetch(`${stack().sandboxUrl}/api/swiss/${swissId}/join`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { ok?: boolean; error?: string };
  return res.ok ? 'ok' : String(body.error);
}

/** Finishes a tournament now with the given results (ranked in order). */
export const finishOnSandbox = (id: string, results: { username: string; points?: number; score?: number }[]) =>
  sandboxControl('POST', `/tournaments/${id}/finish`, { results });
