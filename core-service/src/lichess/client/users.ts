// Users: does a Lichess account exist, with which exact username and ratings.
import type { LichessClient } from './client';
import { isLichessError } from './errors';
import { parseAnswer, perfSchema, userSchema } from './schemas';
import { PERF_KEYS, type LichessUser, type UsernameCheck } from './types';

export function toUser(body: unknown): LichessUser {
  const u = parseAnswer(userSchema, body);
  const ratings: LichessUser['ratings'] = {};
  for (const key of PERF_KEYS) {
    const parsed = perfSchema.safeParse(u.perfs?.[key]);
    if (parsed.success)
      ratings[key] = { rating: parsed.data.rating, games: parsed.data.games, provisional: parsed.data.prov === true };
  }
  return {
    id: u.id,
    username: u.username,
    ...(u.title ? { title: u.title } : {}),
    closed: u.disabled === true,
    tosViolation: u.tosViolation === true,
    bot: u.title === 'BOT',
    ratings,
    ...(u.url ? { url: u.url } : {}),
  };
}

const notFoundMessage = (name: string) => `Lichess user "${name}" was not found.`;

/** GET /api/user/{username}; null when there is no such user. */
export async function getUser(client: LichessClient, username: string): Promise<LichessUser | null> {
  try {
    const body = await client.json('GET', `/api/user/${encodeURIComponent(username.trim())}`, {
      query: { trophies: false, profile: false },
      lane: 'reads',
      notFound: notFoundMessage(username),
    });
    return toUser(body);
  } catch (err) {
    if (isLichessError(err, 'not-found')) return null;
    throw err;
  }
}

/**
 * POST /api/users (bulk, up to 300 ids per call): the accounts Lichess knows, keyed by lowercased id.
 * Unknown ids are left out by Lichess, so rows are matched by id, never by position.
 */
export async function getUsers(client: LichessClient, usernames: string[]): Promise<Map<string, LichessUser>> {
  const ids = [...new Set(usernames.map((u) => u.trim().toLowerCase()).filter(Boolean))];
  const found = new Map<string, LichessUser>();
  for (let i = 0; i < ids.length; i += 300) {
    const body = await client.json<unknown[]>('POST', '/api/users', {
      text: ids.slice(i, i + 300).join(','),
      query: { profile: false },
      lane: 'reads',
    });
    for (const row of body ?? []) {
      const user = toUser(row);
      found.set(user.id, user);
    }
  }
  return found;
}

/** What Lichess reports against an account, for the organizer (fair play); null when nothing. */
export function fairPlayWarning(user: LichessUser | null | undefined): string | null {
  if (!user) return null;
  if (user.closed) return `${user.username}'s Lichess account is closed.`;
  if (user.tosViolation) return `${user.username} is marked on Lichess for a terms-of-service violation.`;
  return null;
}

/** The account that owns a token (GET /api/account): who connected through OAuth. */
export async function getAccount(client: LichessClient, token: string): Promise<LichessUser> {
  return toUser(await client.json('GET', '/api/account', { token }));
}

/**
 * Check a username as typed: it must exist, be open, and match the exact case Lichess shows
 * (the product verifies the exact, case-sensitive name).
 */
export async function verifyUsername(client: LichessClient, typed: string): Promise<UsernameCheck> {
  const name = typed.trim();
  const user = name ? await getUser(client, name) : null;
  if (!user) return { status: 'not-found', message: notFoundMessage(name) };
  if (user.closed) return { status: 'closed', user, message: `The Lichess account "${user.username}" is closed.` };
  if (user.username !== name) {
    return {
      status: 'wrong-case',
      user,
      message: `Lichess usernames are case-sensitive here: did you mean "${user.username}"?`,
    };
  }
  return { status: 'ok', user };
}
