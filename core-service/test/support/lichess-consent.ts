// Test helper: the person on the sandbox's Lichess consent page picks an account and clicks
// Authorize (or Cancel); answers what Lichess put on the redirect URL.
export type ConsentAnswer = { state: string; code?: string; error?: string };

export async function consent(
  sandboxUrl: string,
  authorizeUrl: string,
  account: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<ConsentAnswer> {
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('user', account);
  form.set('decision', decision);
  const res = await fetch(`${sandboxUrl}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const q = new URL(res.headers.get('location')!).searchParams;
  return {
    state: q.get('state')!,
    ...(q.get('code') ? { code: q.get('code')! } : {}),
    ...(q.get('error') ? { error: q.get('error')! } : {}),
  };
}
