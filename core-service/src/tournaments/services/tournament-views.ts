// The shapes tournaments are answered in (common.yaml TournamentBase / PublicTournament /
// OrganizerTournament). Money stays a decimal string; times are ISO-8601 UTC.
import type { LichessSync, OrganizerTournament, PublicTournament } from '@chess-portal/contracts';
import type { Executor } from '../../db/knex';
import type { Tournament } from '../../db/models';
import { commissionStatuses, registeredCount } from './registration-counts';
import { allowListSyncStates } from '../../lichess/queue/allow-list-queue';
import { joinRefusal } from './join-rules';
import { accessOpensAt, joinClosesAt } from './time-windows';
import { distributionOf, placePrizes } from '../../prizes/services/prize-ledger';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export type TournamentRow = Tournament & { registrationCount: number };

/** The stored split and what each place wins (product.md §10), or null without prizes. */
function prizeDistributionView(t: Tournament) {
  const d = distributionOf(t);
  const amounts = placePrizes(t);
  return d && amounts.length ? { mode: d.mode, places: d.places, amounts } : null;
}

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
    prizeDistribution: prizeDistributionView(t),
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

export const isFreeFee = (fee: string) => Number(fee) === 0;

/** product.md §3 public view; the join facts and windows are core's (product.md §4, §9), the browser only shows them. */
export function publicView(t: TournamentRow, now: Date): PublicTournament {
  const refusal = joinRefusal(t, t.registrationCount, now);
  return {
    ...baseView(t),
    registrationOpen: refusal === null,
    joinRefusal: refusal,
    joinClosesAt: iso(joinClosesAt(t.startTime)),
    accessOpensAt: accessOpensAt(t.startTime),
    spotsLeft: Math.max(0, t.maxPlayers - t.registrationCount),
    registrationCount: t.registrationCount,
    isFree: isFreeFee(t.entryFee),
    upiQrCode: t.qrCode ?? t.organizer?.paymentQrCodeUrl ?? null,
    organizerUpi: t.organizer?.upiId ?? null,
    organizerName: t.organizer?.username ?? null,
  };
}

/**
 * `sync`: allowListSyncStates() of the tournament (none when it is not on Lichess); `commissionStatus`: that of
 * its commission, when it has one (commissionStatuses()).
 */
export function organizerView(t: TournamentRow, sync?: LichessSync, commissionStatus?: string): OrganizerTournament {
  return {
    ...baseView(t),
    totalCollected: t.totalCollected,
    commissionDue: t.commissionDue,
    commissionStatus: commissionStatus ?? t.commissionStatus,
    registrationCount: t.registrationCount,
    qrCode: t.qrCode,
    lichessSync: sync ?? null,
    lichessTerminatedAt: t.lichessTerminatedAt ? t.lichessTerminatedAt.toISOString() : null,
  };
}

/** The organizer's view of one tournament: its counted registrations and whether Lichess has its allow-list. */
export async function organizerTournamentView(db: Executor, t: Tournament): Promise<OrganizerTournament> {
  const count = await registeredCount(db, t.id);
  const sync = await allowListSyncStates(db, [t]);
  const commission = await commissionStatuses(db, [t.id]);
  return organizerView(Object.assign(t, { registrationCount: count }), sync.get(t.id), commission.get(t.id));
}
