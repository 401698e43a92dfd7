// The shapes tournaments are answered in (common.yaml TournamentBase / PublicTournament /
// OrganizerTournament). Money stays a decimal string; times are ISO-8601 UTC.
import type { OrganizerTournament, PublicTournament } from '@chess-portal/contracts';
import type { Tournament } from '../../db/models';

/** Joining closes this long before the start (SPEC §9). */
export const JOIN_CLOSES_BEFORE_START_MS = 10 * 60 * 1000;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export type TournamentRow = Tournament & { registrationCount: number };

function baseView(t: TournamentRow) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    format: t.format,
    timeControl: t.timeControl,
    system: t.system,
    maxPlayers: t.maxPlayers,
    entryFee: t.entryFee,
    prizePool: t.prizePool,
    startTime: iso(t.startTime),
    endTime: iso(t.endTime),
    status: t.status,
    organizerId: t.organizerId,
    lichessTeamSlug: t.lichessTeamSlug,
    rounds: t.rounds,
    currentRound: t.currentRound,
    roundInterval: t.roundInterval,
    lichessIntegration: t.lichessIntegration,
    lichessType: t.lichessType,
    lichessTournamentId: t.lichessTournamentId,
    lichessUrl: t.lichessUrl,
    manualPairing: t.manualPairing,
    results: t.results,
    resultsLastFetched: iso(t.resultsLastFetched),
    createdAt: t.createdAt.toISOString(),
  };
}

/** Open while status is registration/open, before start − 10 min, and not full. */
export function isRegistrationOpen(t: TournamentRow, now: Date): boolean {
  if (t.status !== 'registration' && t.status !== 'open') return false;
  if (t.registrationCount >= t.maxPlayers) return false;
  if (!t.startTime) return true;
  return now.getTime() < t.startTime.getTime() - JOIN_CLOSES_BEFORE_START_MS;
}

export const isFreeFee = (fee: string) => Number(fee) === 0;

export function publicView(t: TournamentRow, now: Date): PublicTournament {
  return {
    ...baseView(t),
    registrationOpen: isRegistrationOpen(t, now),
    spotsLeft: Math.max(0, t.maxPlayers - t.registrationCount),
    registrationCount: t.registrationCount,
    isFree: isFreeFee(t.entryFee),
    upiQrCode: t.qrCode ?? t.organizer?.paymentQrCodeUrl ?? null,
    organizerUpi: t.organizer?.upiId ?? null,
    organizerName: t.organizer?.username ?? null,
  };
}

export function organizerView(t: TournamentRow): OrganizerTournament {
  return {
    ...baseView(t),
    totalCollected: t.totalCollected,
    commissionDue: t.commissionDue,
    commissionStatus: t.commissionStatus,
    registrationCount: t.registrationCount,
    qrCode: t.qrCode,
  };
}
