// The bff-organizer (and the legacy create's bff-player) calls this remote makes, over portal-kit's
// SPEC §7 client. Types come from the generated contracts.
import type {
  ApprovedExport,
  CloseResult,
  CommissionPaymentResult,
  DeleteResult,
  EndResult,
  OrganizerApi,
  OrganizerCommissions,
  OrganizerRegistrations,
  OrganizerTournament,
  OrganizerTournamentBody,
  OrganizerTournamentDefaults,
  OrganizerTournamentDetail,
  OrganizerTournamentSaved,
  OrganizerTournamentUpdateBody,
  PushResult,
  ResultsFetched,
  ReviewResult,
  SwissPlayerResult,
  TeamReport,
} from '@chess-portal/contracts';
import type { LegacyTournamentBody } from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';

type ListAnswer = OrganizerApi.paths['/api/organizer/tournaments']['get']['responses']['200']['content']['application/json'];
type Schemas = OrganizerApi.components['schemas'];
export type ArenaCreateBody = { tournamentId: string; name: string; clockLimit: number; clockIncrement: number; startTime?: string | null; startAtIso?: string | null };
export type SwissCreateBody = ArenaCreateBody & { teamSlug: string; nbRounds: number; manualJoin: boolean };
export type SwissPlayerBody = { lichessId: string; username: string };
export type { Schemas as OrganizerSchemas };

const T = '/api/organizer/tournaments';
const id = (value: string) => encodeURIComponent(value);

/** The bff-organizer calls this remote makes, over portal-kit's SPEC §7 client. */
export function createOrganizerApi(client: ApiClient = apiClient) {
  return {
    listTournaments: () => client.get<ListAnswer>(T),
    defaults: () => client.get<OrganizerTournamentDefaults>(`${T}/new`),
    createTournament: (body: OrganizerTournamentBody) => client.post<OrganizerTournamentSaved>(T, body),
    getTournament: (tid: string) => client.get<OrganizerTournamentDetail>(`${T}/${id(tid)}`),
    updateTournament: (tid: string, body: OrganizerTournamentUpdateBody) => client.put<OrganizerTournamentSaved>(`${T}/${id(tid)}`, body),
    deleteTournament: (tid: string) => client.del<DeleteResult>(`${T}/${id(tid)}`),
    endTournament: (tid: string) => client.post<EndResult>(`${T}/${id(tid)}/end`),
    closeTournament: (tid: string) => client.post<CloseResult>(`${T}/${id(tid)}/close`),
    pushTournament: (tid: string) => client.post<PushResult>(`${T}/${id(tid)}/push`),
    fetchResults: (tid: string) => client.post<ResultsFetched>(`${T}/${id(tid)}/fetch-results`),
    exportApproved: (tid: string) => client.get<ApprovedExport>(`${T}/${id(tid)}/export-approved`),
    verifyTeam: (tid: string) => client.post<TeamReport>(`${T}/${id(tid)}/verify-team`),
    listRegistrations: (tid: string) => client.get<OrganizerRegistrations>(`${T}/${id(tid)}/registrations`),
    approve: (tid: string, regId: string) => client.post<ReviewResult>(`${T}/${id(tid)}/registrations/${id(regId)}/approve`),
    reject: (tid: string, regId: string) => client.post<ReviewResult>(`${T}/${id(tid)}/registrations/${id(regId)}/reject`),
    listCommissions: () => client.get<OrganizerCommissions>('/api/organizer/commissions'),
    payCommission: (cid: string, transactionId: string) => client.post<CommissionPaymentResult>(`/api/organizer/commissions/${id(cid)}/pay`, { transactionId }),
    createArena: (body: ArenaCreateBody) => client.post<PushResult>('/api/lichess/arena/create', body),
    createSwiss: (body: SwissCreateBody) => client.post<PushResult>('/api/lichess/swiss/create', body),
    addSwissPlayer: (body: SwissPlayerBody) => client.post<SwissPlayerResult>('/api/lichess/swiss/add-player', body),
    removeSwissPlayer: (body: SwissPlayerBody) => client.del<SwissPlayerResult>('/api/lichess/swiss/remove-player', body),
    /** the legacy create form posts to the player BFF's SPEC §7 path */
    createLegacyTournament: (body: LegacyTournamentBody) => client.post<OrganizerTournament>('/api/tournaments', body),
  };
}

export type OrganizerPortalApi = ReturnType<typeof createOrganizerApi>;
export const organizerApi = createOrganizerApi();
