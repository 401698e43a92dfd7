// What bff-player needs from core: the shared session calls plus sign-in and the public tournaments.
import type {
  JoinResult,
  MyRegistration,
  OrganizerTournament,
  PublicTournament,
  ResultsFetched,
  ServerTime,
  SessionUser,
  TournamentPage,
  WithdrawResult,
  PlayerMoney,
} from '@chess-portal/contracts';
import {
  actingAs,
  asSent,
  coreEventHub,
  corePathSerializer,
  createCoreClient,
  ifNoneMatch,
  unwrap,
  unwrapConditional,
  unwrapRawConditional,
  type Conditional,
  type CoreClientOptions,
  type Credentials,
  type RateLimitCore,
  type ForwardedQuery,
  type EventHub,
  type CoreClient,
  type SessionCore,
} from '@chess-portal/service-kit';
import type { components as OrganizerSchemas } from '@chess-portal/contracts/generated/organizer-common';
import { accountsCoreCalls, type AccountsCore } from './accounts-core';
import { notificationsCoreCalls, type NotificationsCore } from './notifications-core';

export type LegacyTournamentRequest = OrganizerSchemas['schemas']['LegacyTournamentRequest'];

export type PlayerCore = SessionCore &
  /** this process's live-update hub over core's feed (service-kit events/event-hub.ts); test stubs may leave it out */
  Partial<{ eventHub: EventHub; missedEvents: CoreClient['missedEvents'] }> &
  RateLimitCore &
  AccountsCore &
  NotificationsCore & {
    verifyCredentials(credentials: Credentials): Promise<SessionUser>;
    listTournaments(): Promise<PublicTournament[]>;
    /** one page of public tournaments; the query goes as sent, core validates it */
    browseTournaments(query: ForwardedQuery<'browseTournaments'>): Promise<TournamentPage>;
    getTournament(tournamentId: string): Promise<PublicTournament>;
    /** With a viewer, that player's own rows carry their transaction id. */
    /**
     * A tournament's registrations, a read-model view polled every 5 s: sent with the browser's ETag, core answers
     * 304 while it is current, or the array's JSON text, unparsed, with its ETag (the viewer's own rows carry their id).
     */
    tournamentRegistrationsView(
      tournamentId: string,
      viewerId?: string,
      etag?: string,
      /** the browser's page and limit, as sent (core validates them) */
      paging?: { page?: string; limit?: string },
    ): Promise<Conditional<string>>;
    /** `created` is false when core answered an identical earlier join (a double submit). */
    joinTournament(
      playerId: string,
      tournamentId: string,
      transactionId: string | null,
      /** the browser's Idempotency-Key, passed on */
      idempotencyKey?: string,
    ): Promise<JoinResult & { created: boolean }>;
    listMyRegistrations(playerId: string): Promise<MyRegistration[]>;
    /**
     * The polled views of core's read model, sent with the browser's ETag: core answers 304 while
     * it is current, or the view with its ETag (the tournament's JSON text as core sent it, unparsed).
     */
    tournamentView(tournamentId: string, etag?: string): Promise<Conditional<string>>;
    /** the dashboard's bounded list; the paging query goes as sent, core validates it */
    tournamentListView(
      query: ForwardedQuery<'listTournaments'>,
      etag?: string,
    ): Promise<Conditional<PublicTournament[]>>;
    myRegistrationsView(playerId: string, etag?: string): Promise<Conditional<MyRegistration[]>>;
    /** the player's own pending registration only (core checks) */
    withdrawRegistration(playerId: string, regId: string): Promise<WithdrawResult>;
    /** the player's refunds and prizes (product.md §10) */
    playerMoney(playerId: string): Promise<PlayerMoney>;
    getServerTime(): Promise<ServerTime>;
    /** core allows the owning organizer and admins */
    fetchResults(userId: string, tournamentId: string): Promise<ResultsFetched>;
    /** the legacy create form (product.md §5); core allows organizers and admins, the acting user organizes it */
    createLegacyTournament(userId: string, body: LegacyTournamentRequest): Promise<OrganizerTournament>;
  };

/** core answers `{"registrations":[…]}`; the browser's answer is the array (bff-player.yaml), cut from the text unparsed. */
function registrationsArray(json: string): string {
  const prefix = '{"registrations":';
  if (json.startsWith(prefix) && json.endsWith('}')) return json.slice(prefix.length, -1);
  return JSON.stringify((JSON.parse(json) as { registrations: unknown[] }).registrations);
}

export function createPlayerCoreClient(options: CoreClientOptions): PlayerCore {
  const core = createCoreClient(options);
  return {
    eventHub: coreEventHub(options, core),
    missedEvents: core.missedEvents,
    getSession: core.getSession,
    getSessionWithUser: core.getSessionWithUser,
    putSession: core.putSession,
    deleteSession: core.deleteSession,
    getSessionUser: core.getSessionUser,
    verifyCredentials: core.verifyCredentials,
    checkRateLimit: core.checkRateLimit,
    consumeRateLimit: core.consumeRateLimit,
    releaseRateLimit: core.releaseRateLimit,
    resetRateLimit: core.resetRateLimit,
    ...accountsCoreCalls(core.api),
    ...notificationsCoreCalls(core.api),
    listTournaments: async () => (await unwrap(core.api.GET('/tournaments'))).tournaments,
    browseTournaments: (query) => unwrap(core.api.GET('/tournaments/browse', { params: { query: asSent(query) } })),
    getTournament: (tournamentId) =>
      unwrap(core.api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId } } })),
    async tournamentRegistrationsView(tournamentId, viewerId, etag, paging = {}) {
      const query = new URLSearchParams(
        Object.entries(paging).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
      ).toString();
      const path = corePathSerializer('/tournaments/{tournamentId}/registrations', { tournamentId });
      const answer = await unwrapRawConditional(
        core.getRaw(query ? `${path}?${query}` : path, {
          ...ifNoneMatch(etag),
          ...(viewerId ? { 'X-Acting-User-Id': viewerId } : {}),
        }),
      );
      return answer.notModified ? answer : { ...answer, data: registrationsArray(answer.data) };
    },
    async joinTournament(playerId, tournamentId, transactionId, idempotencyKey) {
      const call = core.api.POST('/tournaments/{tournamentId}/join', {
        params: { path: { tournamentId }, ...actingAs(playerId, idempotencyKey) },
        body: { transactionId },
      });
      let status = 0;
      const result = await unwrap(call.then((answer) => ((status = answer.response.status), answer)));
      return { ...result, created: status === 201 };
    },
    listMyRegistrations: async (playerId) =>
      (await unwrap(core.api.GET('/player/registrations', { params: actingAs(playerId) }))).registrations,
    // the hot pass-through read (polled by every open tournament page): no openapi-fetch Request or Response
    tournamentView: async (tournamentId, etag) =>
      unwrapRawConditional(
        core.getRaw(corePathSerializer('/tournaments/{tournamentId}', { tournamentId }), ifNoneMatch(etag)),
      ),
    async tournamentListView(query, etag) {
      const call = core.api.GET('/tournaments', { params: { query: asSent(query) }, headers: ifNoneMatch(etag) });
      const answer = await unwrapConditional(call);
      return answer.notModified ? answer : { ...answer, data: answer.data.tournaments };
    },
    async myRegistrationsView(playerId, etag) {
      const call = core.api.GET('/player/registrations', { params: actingAs(playerId), headers: ifNoneMatch(etag) });
      const answer = await unwrapConditional(call);
      return answer.notModified ? answer : { ...answer, data: answer.data.registrations };
    },
    playerMoney: (playerId) => unwrap(core.api.GET('/player/money', { params: actingAs(playerId) })),
    withdrawRegistration: (playerId, regId) =>
      unwrap(
        core.api.POST('/player/registrations/{regId}/withdraw', {
          params: { path: { regId }, ...actingAs(playerId) },
        }),
      ),
    getServerTime: () => unwrap(core.api.GET('/time')),
    fetchResults: (userId, id) =>
      unwrap(
        core.api.POST('/organizer/tournaments/{id}/fetch-results', { params: { path: { id }, ...actingAs(userId) } }),
      ),
    createLegacyTournament: (userId, body) =>
      unwrap(core.api.POST('/organizer/tournaments/legacy', { params: actingAs(userId), body })),
  };
}
