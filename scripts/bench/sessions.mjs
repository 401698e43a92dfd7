// Signed-in sessions for the bench: the demo player signed in `count` times through the edge (each
// sign-in is a session of its own, as many browsers would hold).
const PLAYER = { email: 'player@example.com', password: 'player123' };
const ORGANIZER = { email: 'organizer@example.com', password: 'organizer123' };

export async function signIn(edge, credentials = PLAYER, attempts = 10) {
  const res = await fetch(`${edge}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: edge },
    body: JSON.stringify(credentials),
  });
  // a portal still busy with the previous scenario may shed the call: try again a little later
  if ((res.status === 503 || res.status === 429) && attempts > 1) {
    await new Promise((r) => setTimeout(r, 1000));
    return signIn(edge, credentials, attempts - 1);
  }
  if (!res.ok) throw new Error(`sign-in of ${credentials.email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function playerSessions(edge, count, parallel = 1) {
  const cookies = [];
  while (cookies.length < count) {
    const batch = Math.min(parallel, count - cookies.length);
    cookies.push(...(await Promise.all(Array.from({ length: batch }, () => signIn(edge)))));
  }
  return cookies;
}

export const organizerSession = (edge) => signIn(edge, ORGANIZER);
