// The organizer's tournaments (product.md §2 Organizer create / detail / edit, §5 Organizer create form and
// Edit form, §7): create, read with its registrations, and update before the push to Lichess.
import {
  FEE_LOCKED,
  isPaidEntryFee,
  legacyTournamentSchema,
  startTimeRefusal,
  UPI_ID_REQUIRED_FOR_PAID,
  organizerTournamentDefaults,
  organizerTournamentSchema,
  type OrganizerTournamentBody,
} from '@chess-portal/contracts';
import { badRequest, conflict } from '@chess-portal/service-kit';
import { toPaise } from '../../shared/money';
import type { Executor } from '../../db/knex';
import { Registration, Tournament, User } from '../../db/models';
import { canPushToLichess } from './lichess-rules';
import { parseForm } from '../../shared/http/parse-form';
import type { ServiceDeps } from '../../service-deps';
import { loadManagedTournament } from './organizer-access';
import { organizerTournamentView } from './tournament-views';

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
  if (body.prize_pool !== undefined) {
    columns.prizePool = body.prize_pool;
    const d = body.prize_distribution;
    columns.prizeDistribution = d && d.places.length > 0 ? { mode: d.mode, places: d.places } : null;
  }
  if (body.qr_image || !keepQr) columns.qrCode = body.qr_image || null;
  return columns;
}

/** The start 10 minutes to 1 year ahead on core's clock (on edit, only a changed start). */
function assertStartWindow(start: string, now: Date, stored?: Date | null): void {
  if (stored && stored.getTime() === new Date(start).getTime()) return;
  const refusal = startTimeRefusal(start, now);
  if (refusal) throw badRequest(refusal);
}

/** A paid tournament needs its organizer's UPI id before it takes registrations (it does from creation). */
async function assertPayable(db: Executor, organizerId: string | null, entryFee: string): Promise<void> {
  if (!isPaidEntryFee(entryFee) || !organizerId) return;
  const organizer = await User.query(db).findById(organizerId);
  if (!organizer?.upiId?.trim()) throw conflict(UPI_ID_REQUIRED_FOR_PAID);
}

/** Once a registration is approved, the fee that was paid cannot change. */
async function assertFeeUnchanged(db: Executor, t: Tournament, entryFee: string): Promise<void> {
  if (toPaise(entryFee) === toPaise(t.entryFee)) return;
  const approved = await Registration.query(db).where({ tournamentId: t.id, paymentStatus: 'approved' }).resultSize();
  if (approved > 0) throw conflict(FEE_LOCKED);
}

/** GET /organizer/tournaments/new: the product.md §9 defaults; Swiss runs in the designated team. */
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
  assertStartWindow(parsed.starts_at, at);
  await assertPayable(db, actor.id, parsed.entry_fee);
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

/** POST /organizer/tournaments/legacy: the legacy create form (product.md §5), for the acting organizer. */
export async function createLegacyTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: User,
  body: unknown,
) {
  const p = parseForm(legacyTournamentSchema, body);
  const at = clock.now();
  assertStartWindow(p.startTime, at);
  await assertPayable(db, actor.id, p.entryFee);
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
  // the form rules read a missing description as none; an edit that does not send one keeps it
  const sendsDescription = typeof body === 'object' && body !== null && 'description' in body;
  return db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, id, { forUpdate: true });
    if (!canPushToLichess(t)) throw conflict(EDIT_NOT_ALLOWED);
    const now = clock.now();
    assertStartWindow(parsed.starts_at, now, t.startTime);
    await assertFeeUnchanged(trx, t, parsed.entry_fee);
    await assertPayable(trx, t.organizerId, parsed.entry_fee);
    const updated = await Tournament.query(trx).patchAndFetchById(t.id, {
      ...columnsOf(parsed, true),
      ...(sendsDescription ? { description: parsed.description } : {}),
      updatedAt: now,
    });
    return { success: true, message: 'Tournament updated', tournament: await organizerTournamentView(trx, updated) };
  });
}
