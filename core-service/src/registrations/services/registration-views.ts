// The shapes registrations are answered in (common.yaml PublicRegistration / MyRegistration).
// The transaction id is private: only the player who registered sees it.
import type { MyRegistration, PublicRegistration, PublicTournament } from '@chess-portal/contracts';
import type { Registration } from '../../db/models';

export type RegistrationRow = Registration & { playerName?: string; playerLichessUsername?: string | null };

export function publicRegistrationView(r: RegistrationRow, viewerId?: string): PublicRegistration {
  return {
    id: r.id,
    tournamentId: r.tournamentId,
    playerId: r.playerId,
    playerName: r.playerName ?? r.player?.username ?? '',
    playerLichessUsername: r.playerLichessUsername ?? r.player?.lichessUsername ?? null,
    paymentStatus: r.paymentStatus,
    paymentId: viewerId && viewerId === r.playerId ? r.paymentId : null,
    registeredAt: r.registeredAt.toISOString(),
    approvedAt: r.approvedAt ? r.approvedAt.toISOString() : null,
  };
}

export function myRegistrationView(r: RegistrationRow, tournament: PublicTournament): MyRegistration {
  return { ...publicRegistrationView(r, r.playerId), tournament };
}
