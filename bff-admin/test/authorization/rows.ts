// One row per documented BFF operation ('<document> <METHOD> <path>'): the request to send (a valid
// body, so authorization — not validation — decides) and, where the rule by prefix is not the whole
// story, the expected outcome per caller. A documented operation without a row fails the matrix.
import { randomBytes } from 'node:crypto';
import type { Caller } from './personas';
import { ADMIN_ONLY, ORGANIZERS, OWNER_OR_ADMIN, PUBLIC, SIGNED_IN, type Expectations } from './rules';
import type { TournamentFields, World } from './world';

export type Row = {
  body?: (w: World, caller: Caller) => unknown;
  query?: string | ((caller: Caller) => string);
  expect?: Partial<Expectations>;
  /** the answer is a stream that stays open (text/event-stream): its status is read, then the stream closed */
  stream?: boolean;
  /** the call ends the caller's session: sign everyone in again afterwards */
  signsOut?: boolean;
  /** how the world's tournament differs from the default one */
  tournament?: () => TournamentFields;
};

const DAY = 86_400_000;
const unique = () => randomBytes(4).toString('hex');
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Past authorization, a business rule may still say no (e.g. only players with the team join). */
const allowedFor = (...personas: (keyof Expectations)[]) =>
  Object.fromEntries(personas.map((p) => [p, 'allowed'])) as Partial<Expectations>;

const organizerTournament = () => ({
  title: `Matrix ${unique()}`,
  type: 'arena',
  starts_at: later(2),
  clock_limit: 10,
  clock_increment: 0,
  entry_fee: '0',
});
/** A world whose tournament is already a Swiss on Lichess (its own id each time). */
const onLichess = (): TournamentFields => {
  const id = `mtx${unique()}`;
  return {
    lichessTournamentId: id,
    lichessType: 'swiss',
    lichessIntegration: true,
    lichessUrl: `https://lichess.org/swiss/${id}`,
  };
};
const swissPlayer = (w: World) => ({ lichessId: w.lichessId, username: 'KnightRider99' });
const arena = (w: World) => ({
  tournamentId: w.tournamentId,
  name: 'Matrix Arena',
  clockLimit: 300,
  clockIncrement: 0,
  startAtIso: later(2),
});

export const rows: Record<string, Row> = {
  'bff-player GET /health': {},
  'bff-player GET /livez': {},
  'bff-player GET /readyz': {},
  'bff-player POST /api/auth/login': {
    body: () => ({ email: 'player@example.com', password: 'player123' }),
    signsOut: true,
  },
  'bff-player GET /api/auth/me': {},
  'bff-player POST /api/auth/logout': { signsOut: true },
  'bff-player GET /api/me/money': {},
  'bff-player GET /api/tournaments': {},
  'bff-player GET /api/tournaments/browse': { query: '?scope=upcoming&fee=free&page=1&limit=10' },
  'bff-player POST /api/tournaments': {
    body: () => ({
      name: `Legacy ${unique()}`,
      format: 'rapid',
      timeControl: '10+0',
      system: 'swiss',
      maxPlayers: 16,
      startTime: later(2),
    }),
    expect: { ...ORGANIZERS },
  },
  'bff-player GET /api/time': {},
  // Only the player who registered may withdraw: the world's registration is another user's.
  'bff-player POST /api/registrations/{regId}/withdraw': {
    expect: { player: 403, otherOrganizer: 403, owner: 403, admin: 403 },
  },
  'bff-player GET /api/tournaments/{id}': {},
  'bff-player GET /api/tournaments/{id}/registrations': {},
  // Joining needs a team-verified account (product.md §1): only the demo player is one.
  'bff-player POST /api/tournaments/{id}/join': {
    body: () => ({ transactionId: `UPI${unique()}` }),
    expect: { otherOrganizer: 403, owner: 403, admin: 403 },
  },
  'bff-player POST /api/tournaments/{id}/fetch-results': {
    expect: { ...OWNER_OR_ADMIN, owner: 'allowed', admin: 'allowed' },
  },
  'bff-player GET /api/user/tournament-registrations': {},
  // Registering signs the new account in, in place of whoever was signed in.
  'bff-player POST /api/auth/register': {
    body: () => ({ username: `r_${unique()}`, email: `r_${unique()}@example.com`, password: 'secret123' }),
    signsOut: true,
  },
  // Sign in with Lichess: a signed-in user proves their name, a visitor proves one for an application.
  'bff-player POST /api/auth/lichess/start': { body: () => ({ returnTo: '/register' }) },
  // Lichess sends the browser back here: everyone is redirected (an unknown state changes nothing).
  'bff-player GET /api/auth/lichess/callback': {
    query: '?state=unknown&code=nope&returnTo=/register',
    expect: { visitor: 302, player: 302, otherOrganizer: 302, owner: 302, admin: 302, deactivated: 302 },
  },
  'bff-player POST /api/auth/verify-team': {
    body: () => ({}),
    expect: allowedFor('player', 'otherOrganizer', 'owner', 'admin'),
  },
  // The name checked must be the caller's own Lichess name (organizers and the admin have none here).
  'bff-player GET /api/check-team': {
    query: (c) => `?teamId=chess-school&username=${c.user?.lichessUsername ?? 'DemoPlayer'}`,
    expect: { ...SIGNED_IN, ...allowedFor('otherOrganizer', 'owner', 'admin') },
  },
  'bff-player GET /api/team-info': {},
  'bff-player GET /api/me': {},
  'bff-player GET /api/notifications': { query: '?limit=5' },
  // the signed-in tab's event stream (server-sent events): each role's from its own BFF, so bff-player's is
  // for players only (the organizer's and the admin's rows are below)
  'bff-player GET /api/events': { stream: true, expect: { otherOrganizer: 403, owner: 403, admin: 403 } },
  'bff-player POST /api/notifications/read-all': { body: () => ({}) },
  // an id that is nobody's: past authorization core answers 404
  'bff-player POST /api/notifications/{notificationId}/read': {
    body: () => ({}),
    expect: allowedFor('player', 'otherOrganizer', 'owner', 'admin'),
  },
  'bff-player GET /api/notification-preferences': {},
  'bff-player PUT /api/notification-preferences': {
    body: () => ({ preferences: [{ kind: 'tournament.starting', email: true }] }),
  },
  'bff-player PUT /api/me': {
    body: (_w, c) => ({ username: c.user?.username ?? 'nobody', email: c.user?.email ?? 'nobody@example.com' }),
  },
  'bff-player POST /api/apply-organizer': {
    body: (_w, c) => ({
      ...(c.user ? {} : { username: `a_${unique()}`, email: `a_${unique()}@example.com`, password: 'Organizer1pass' }),
      lichessUsername: 'RookieRahul',
      applicationNote: 'I run a chess club at school and want to host weekly rapid events.',
      upiId: 'club@okaxis',
    }),
    // Only players (and visitors) apply; organizers and admins already manage tournaments.
    expect: {
      ...PUBLIC,
      ...allowedFor('player', 'visitor', 'deactivated'),
      otherOrganizer: 403,
      owner: 403,
      admin: 403,
    },
    signsOut: true,
  },
  // Public, with an abuse limit per address (429 after a few tries is not an authorization answer).
  'bff-player POST /api/auth/forgot-password': {
    body: () => ({ email: 'nobody@example.com' }),
    expect: { ...PUBLIC, ...allowedFor('visitor', 'player', 'otherOrganizer', 'owner', 'admin', 'deactivated') },
  },
  'bff-player POST /api/auth/reset-password': {
    body: () => ({ token: 'not-a-token', password: 'secret123' }),
    expect: { ...PUBLIC, ...allowedFor('visitor', 'player', 'otherOrganizer', 'owner', 'admin', 'deactivated') },
  },
  'bff-player POST /api/auth/confirm-email': {
    body: () => ({ token: 'not-a-token' }),
    expect: { ...PUBLIC, ...allowedFor('visitor', 'player', 'otherOrganizer', 'owner', 'admin', 'deactivated') },
  },

  'bff-organizer GET /health': {},
  // the organizer's event stream: organizers only (an admin's is bff-admin's)
  'bff-organizer GET /api/organizer/events': { stream: true, expect: { admin: 403 } },
  'bff-organizer GET /api/organizer/tournaments': {},
  'bff-organizer POST /api/organizer/tournaments': { body: organizerTournament },
  'bff-organizer GET /api/organizer/tournaments/new': {},
  'bff-organizer GET /api/organizer/tournaments/{id}': {},
  'bff-organizer PUT /api/organizer/tournaments/{id}': { body: organizerTournament },
  'bff-organizer DELETE /api/organizer/tournaments/{id}': {},
  'bff-organizer POST /api/organizer/tournaments/{id}/end': {},
  'bff-organizer POST /api/organizer/tournaments/{id}/close': {},
  'bff-organizer POST /api/organizer/tournaments/{id}/push': { expect: allowedFor('owner', 'admin') },
  'bff-organizer POST /api/organizer/tournaments/{id}/fetch-results': { expect: allowedFor('owner', 'admin') },
  'bff-organizer GET /api/organizer/tournaments/{id}/export-approved': {},
  'bff-organizer POST /api/organizer/tournaments/{id}/verify-team': { expect: allowedFor('owner', 'admin') },
  'bff-organizer GET /api/organizer/tournaments/{id}/registrations': {},
  'bff-organizer GET /api/organizer/tournaments/{id}/approved-names': {},
  'bff-organizer POST /api/organizer/tournaments/{id}/registrations/bulk-review': {
    body: (w) => ({ action: 'approve', registrationIds: [w.registrationId] }),
  },
  'bff-organizer GET /api/organizer/tournaments/{id}/export-csv': { query: '?status=pending' },
  'bff-organizer POST /api/organizer/tournaments/{id}/registrations/{regId}/approve': {},
  'bff-organizer POST /api/organizer/tournaments/{id}/registrations/{regId}/reject': {},
  // The world's registration is pending, so a revoke is refused for a business reason (409) once authorized.
  'bff-organizer POST /api/organizer/tournaments/{id}/registrations/{regId}/revoke': {
    body: () => ({ reason: 'Matrix check' }),
    expect: allowedFor('owner', 'admin'),
  },
  'bff-organizer GET /api/organizer/commissions': {},
  // Only the organizer who owes a commission submits its payment; an admin confirms it instead.
  'bff-organizer POST /api/organizer/commissions/{id}/pay': {
    body: () => ({ transactionId: `UPI${unique()}` }),
    expect: { admin: 403 },
  },
  // Statement reconciliation: an organizer's own uploads. The upload's body is the file itself, so a JSON
  // body is refused once authorized; the world has no statement, so its id answers 404 to everyone allowed
  // (another organizer's statement is not theirs to see: 404, not 403).
  'bff-organizer GET /api/organizer/statements': {},
  'bff-organizer POST /api/organizer/statements': { expect: allowedFor('otherOrganizer', 'owner', 'admin') },
  'bff-organizer GET /api/organizer/statements/{id}': { expect: { otherOrganizer: 404, owner: 404, admin: 404 } },
  'bff-organizer POST /api/organizer/statements/{id}/approve': {
    body: () => ({}),
    expect: { otherOrganizer: 404, owner: 404, admin: 404 },
  },
  // Approving every exact match across the organizer's own statements (the world has none: nothing to approve)
  'bff-organizer GET /api/organizer/statements/exact-matches': {},
  'bff-organizer POST /api/organizer/statements/approve-exact': {
    body: () => ({}),
    expect: allowedFor('otherOrganizer', 'owner', 'admin'),
  },
  // The money ledgers: an organizer's own refunds, payouts and money view. The world has no refund or
  // payout, so recording one answers 404 (or 400) to everyone allowed.
  'bff-organizer GET /api/organizer/money': {},
  'bff-organizer GET /api/organizer/money/export.csv': {},
  'bff-organizer GET /api/organizer/payouts': {},
  'bff-organizer GET /api/organizer/refunds': {},
  'bff-organizer GET /api/organizer/tournaments/{id}/money': {},
  'bff-organizer POST /api/organizer/payouts/{id}/sent': {
    body: () => ({ utr: '123456789012' }),
    expect: allowedFor('otherOrganizer', 'owner', 'admin'),
  },
  'bff-organizer POST /api/organizer/refunds/{id}/sent': {
    body: () => ({ utr: '123456789013' }),
    expect: allowedFor('otherOrganizer', 'owner', 'admin'),
  },
  'bff-organizer POST /api/lichess/arena/create': {
    body: arena,
    expect: { ...OWNER_OR_ADMIN, ...allowedFor('owner', 'admin') },
  },
  'bff-organizer POST /api/lichess/swiss/create': {
    body: (w) => ({ ...arena(w), name: 'Matrix Swiss', teamSlug: 'chess-school', nbRounds: 5 }),
    expect: { ...OWNER_OR_ADMIN, ...allowedFor('owner', 'admin') },
  },
  'bff-organizer POST /api/lichess/swiss/add-player': {
    tournament: onLichess,
    body: swissPlayer,
    expect: { ...OWNER_OR_ADMIN, ...allowedFor('owner', 'admin') },
  },
  'bff-organizer DELETE /api/lichess/swiss/remove-player': {
    tournament: onLichess,
    body: swissPlayer,
    expect: { ...OWNER_OR_ADMIN, ...allowedFor('owner', 'admin') },
  },
  'bff-organizer GET /api/lichess/connection': {},
  'bff-organizer DELETE /api/lichess/connection': {},
  'bff-organizer POST /api/lichess/oauth/start': {},
  // Lichess sends the browser back here: everyone is redirected (an unknown state changes nothing).
  'bff-organizer GET /api/lichess/oauth/callback': {
    query: '?state=unknown&code=nope',
    expect: { visitor: 302, player: 302, otherOrganizer: 302, owner: 302, admin: 302, deactivated: 302 },
  },

  'bff-admin GET /health': {},
  'bff-admin GET /api/admin/events': { stream: true },
  'bff-admin GET /api/admin/stats': {},
  'bff-admin GET /api/admin/users': {},
  'bff-admin GET /api/admin/users/search': { query: '?q=a&page=1&limit=5' },
  'bff-admin PUT /api/admin/users/{id}': { body: () => ({ role: 'organizer' }) },
  'bff-admin DELETE /api/admin/users/{id}': {},
  'bff-admin POST /api/admin/users/{id}/block': {},
  'bff-admin POST /api/admin/users/{id}/unblock': {},
  'bff-admin GET /api/admin/applications': { query: '?status=pending' },
  'bff-admin GET /api/admin/applications/search': { query: '?status=pending&page=1' },
  'bff-admin PUT /api/admin/applications/{id}/review': { body: () => ({ status: 'approved', adminNotes: 'ok' }) },
  'bff-admin GET /api/admin/commissions': { query: '?status=pending' },
  'bff-admin GET /api/admin/commissions/search': { query: '?status=pending&q=x' },
  'bff-admin POST /api/admin/commissions/{id}/confirm': { body: () => ({}) },
  'bff-admin POST /api/admin/commissions/{id}/adjustments': { body: () => ({ amount: '5', reason: 'Matrix check' }) },
  'bff-admin GET /api/admin/transaction-ids/reused': {},
  'bff-admin GET /api/admin/payouts/outstanding': {},
  'bff-admin GET /api/admin/global-settings': {},
  'bff-admin POST /api/admin/global-settings': {
    body: () => ({ key: 'ADMIN_UPI', value: 'admin@okaxis' }),
    expect: { ...ADMIN_ONLY, admin: 'allowed' },
  },
  'bff-admin PUT /api/admin/global-settings/{key}': { body: () => ({ value: '12.5' }) },
  'bff-admin GET /api/admin/audit-log': { query: '?limit=5' },
  'bff-admin GET /api/admin/outbox': { query: '?state=failing' },
  // no open job with this id: past authorization core answers 404
  'bff-admin POST /api/admin/outbox/{id}/retry': { body: () => ({}), expect: { admin: 'allowed' } },
};
