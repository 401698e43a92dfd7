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
