// Who may call what, by rule (the path prefix and whether the operation needs a session), so every
// documented endpoint gets expected statuses; rows.ts refines them per operation.
export const PERSONAS = ['visitor', 'player', 'otherOrganizer', 'owner', 'admin', 'deactivated'] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * 'ok': a 2xx answer. 'allowed': past authorization — any answer but 401 / 403 / 5xx (the call may
 * still be refused for a business reason, e.g. a tournament not on Lichess). Numbers are exact.
 */
export type Outcome = 'ok' | 'allowed' | 302 | 401 | 403 | 404;
export type Expectations = Record<Persona, Outcome>;

const all = (outcome: Outcome): Expectations => ({
  visitor: outcome,
  player: outcome,
  otherOrganizer: outcome,
  owner: outcome,
  admin: outcome,
  deactivated: outcome,
});

/** A deactivated user's session ends at once, so they are a visitor again (CONVENTIONS.md § Sessions). */
export const PUBLIC = all('ok');
export const SIGNED_IN: Expectations = { ...all('ok'), visitor: 401, deactivated: 401 };
export const ORGANIZERS: Expectations = { ...SIGNED_IN, player: 403 };
export const OWNER_OR_ADMIN: Expectations = { ...ORGANIZERS, otherOrganizer: 403 };
export const ADMIN_ONLY: Expectations = { ...all(403), visitor: 401, deactivated: 401, admin: 'ok' };

export function ruleFor(doc: string, path: string, secured: boolean): Expectations {
  if (!secured) return PUBLIC;
  if (doc === 'bff-admin') return ADMIN_ONLY;
  if (doc === 'bff-organizer') return path.includes('{id}') ? OWNER_OR_ADMIN : ORGANIZERS;
  return SIGNED_IN;
}

export function satisfies(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'allowed') return status !== 401 && status !== 403 && status < 500;
  return status === outcome;
}
