// The organizer's tournaments (SPEC §2 Organizer create / detail / edit, §5 Organizer create form and
// Edit form, §7): create, read with its registrations, and update before the push to Lichess.
import {
  legacyTournamentSchema,
  organizerTournamentDefaults,
  organizerTournamentSchema,
  type OrganizerTournament,
  type OrganizerTournamentBody,
} from '@chess-portal/contracts';
import { conflict } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';
import { Registration, Tournament, type User } from '../../db/models';
import { canPushToLichess } from '../../lichess/services/lichess-push-service';
import { parseForm } from '../../shared/http/parse-form';
import type { ServiceDeps } from '../../shared/deps';
import { loadManagedTournament } from './organizer-access';
import {
  refreshLichessJoined,
  registrationsOf,
  fairPlayWarnings,
  registrationView,
  type OrganizerRegistrationView,
} from '../../registrations/services/organizer-registrations';
import { organizerView } from './tournament-views';

export const EDIT_NOT_ALLOWED = 'This tournament can no longer be edited: it is on Lichess, finished or ended';

/** Lichess speed of a clock (its estimate: limit + 40 × increment), folded onto our three formats. */
export function formatOf(clockMinutes: number, incrementSeconds: number): Tournament['format'] {
  const estimate = clockMinutes * 60 + 40 * incrementSeconds;
  if (estimate < 480) return 'blitz';
  if (estimate < 1500) return 'rapid';
  return 'classical';
}

/** Create / update body → columns. `keepQr`: an empty qr_image leaves the stored image (the edit form sends '' always). */
function columnsOf(body: OrganizerTournamentBody, keepQr: boolean): Partial<Tournament> {
  const columns: Partial<Tournament> = {
    name: body.title,
    system: body.type,
    format: formatOf(body.clock_limit, body.clock_increment),
    timeControl: `${body.clock_limit}+${body.clock_increment}`,
    startTime: new Date(body.starts_at),
    rounds: body.nb_rounds,
    roundInterval: body.round_interval,
    entryFee: body.entry_fee,
    manualPairing: body.manual_join,
    lichessTeamSlug: body.team_slug,
  };
  if (body.description !== undefined) columns.description = body.description;
  if (body.qr_image || !keepQr) columns.qrCode = body.qr_image || null;
  return columns;
}

export async function organizerTournamentView(db: Executor, t: Tournament): Promise<OrganizerTournament> {
  const count = await Registration.query(db)
    .where('tournamentId', t.id)
    .whereNot('paymentStatus', 'rejected')
    .resultSize();
  return organizerView(Object.assign(t, { registrationCount: count }));
}

/** GET /organizer/tournaments/new: the SPEC §9 defaults; Swiss runs in the designated team. */
export function newTournamentDefaults(teamId: string | undefined) {
  return { defaultValues: { ...organizerTournamentDefaults, team_slug: teamId ?? '' } };
}

export async function createOrganizerTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: User,
  body: unknown,
) {
  const parsed = parseForm(organizerTournamentSchema, body);
  const at = clock.now();
  const t = await Tournament.query(db).insertAndFetch({
    ...columnsOf(parsed, false),
    description: parsed.description,
    organizerId: actor.id,
    status: 'registration',
    createdAt: at,
    updatedAt: at,
  });
  return { success: true, tournament: await organizerTournamentView(db, t) };
}

/** POST /organizer/tournaments/legacy: the legacy create form (SPEC §5), for the acting organizer. */
export async function createLegacyTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: User,
  body: unknown,
) {
  const p = parseForm(legacyTournamentSchema, body);
  const at = clock.now();
  const t = await Tournament.query(db).insertAndFetch({
    name: p.name,
    description: p.description,
    format: p.format,
    timeControl: p.timeControl,
    system: p.system,
    maxPlayers: p.maxPlayers,
    entryFee: p.entryFee,
    prizePool: p.prizePool,
    startTime: new Date(p.startTime),
    rounds: p.rounds,
    organizerId: actor.id,
    status: 'registration',
    createdAt: at,
    updatedAt: at,
  });
  return organizerTournamentView(db, t);
}

export async function updateOrganizerTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: User,
  id: string,
  body: unknown,
) {
  const parsed = parseForm(organizerTournamentSchema, body);
  return db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, id, { forUpdate: true });
    if (!canPushToLichess(t)) throw conflict(EDIT_NOT_ALLOWED);
    const updated = await Tournament.query(trx).patchAndFetchById(t.id, {
      ...columnsOf(parsed, true),
      updatedAt: clock.now(),
    });
    return { success: true, message: 'Tournament updated', tournament: await organizerTournamentView(trx, updated) };
  });
}

export type ApprovedPlayer = {
  registrationId: string;
  playerId: string;
  username: string;
  lichessUsername: string | null;
  lichessJoined: boolean;
};

function approvedPlayersOf(regs: OrganizerRegistrationView[]): ApprovedPlayer[] {
  return regs
    .filter((r) => r.paymentStatus === 'approved')
    .map((r) => ({
      registrationId: r.id,
      playerId: r.playerId,
      username: r.player.username,
      lichessUsername: r.player.lichessUsername,
      lichessJoined: r.lichessJoined,
    }));
}

/** GET /organizer/tournaments/{id} and .../registrations (joined ticks refreshed from Lichess, best effort). */
export async function organizerTournamentDetail(
  { db, lichess, logger }: Pick<ServiceDeps, 'db' | 'lichess'> & Partial<Pick<ServiceDeps, 'logger'>>,
  actor: User,
  id: string,
) {
  const t = await loadManagedTournament(db, actor, id);
  const regs = await registrationsOf(db, t.id);
  await refreshLichessJoined(db, lichess, t, regs);
  const fairPlay = await fairPlayWarnings(lichess, regs, logger);
  const registrations = regs.map((r) => registrationView(r, fairPlay));
  return {
    success: true,
    tournament: await organizerTournamentView(db, t),
    registrations,
    canPushToLichess: canPushToLichess(t),
    approvedPlayers: approvedPlayersOf(registrations),
  };
}
