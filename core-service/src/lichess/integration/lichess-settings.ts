// What core sends to Lichess for one of our tournaments: settings derived from the tournament at the
// push (stored, so every later allow-list update sends the same ones). Fee and prize words never reach
// Lichess (it flags money words), and values Lichess cannot take are refused with a plain sentence.
import { badRequest } from '@chess-portal/service-kit';
import { splitTimeControl } from '@chess-portal/contracts';
import { ARENA_MINUTES, arenaMinutesAtLeast, SWISS_ROUND_INTERVALS, type ArenaInput, type SwissInput } from '../client';
import type { Tournament } from '../../db/models';
import type { LichessSettings } from '../../db/models/tournament';

export const DEFAULT_SWISS_ROUNDS = 7;
const MONEY_WORDS =
  /(₹|\$|\b(?:fees?|prizes?|rs|inr|rupees?|cash|money|upi|paid|pay|payments?|rewards?|winnings?)\b|\d+\s*\/-)/i;
const FALLBACK_NAME = 'Chess School Arena';

/** A name Lichess accepts: allowed characters only, no "lichess", 2–30 characters. */
export function lichessName(name: string): string {
  const cleaned = name
    .replace(/lichess/gi, ' ')
    .replace(/[^\p{L}\p{N}\s\-:.,;'°ª+]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let cut = cleaned;
  if (cut.length > 30) {
    cut = cut.slice(0, 31);
    const lastSpace = cut.lastIndexOf(' ');
    cut = (lastSpace >= 10 ? cut.slice(0, lastSpace) : cut.slice(0, 30)).trim();
  }
  return cut.length >= 2 ? cut : FALLBACK_NAME;
}

/** The organizer's description without any sentence or line that talks about money. */
export function lichessDescription(description: string | null): string {
  const kept = (description ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => part && !MONEY_WORDS.test(part));
  const note = 'Organised on Chess School Arena. Only approved players can join.';
  return [...kept, note].join(' ').slice(0, 400);
}

/** '10+5' → 600 s + 5 s. */
export function lichessClock(t: Pick<Tournament, 'timeControl'>) {
  const { clockLimit, clockIncrement } = splitTimeControl(t.timeControl);
  return { limitSeconds: clockLimit * 60, incrementSeconds: clockIncrement };
}

function startOf(t: Tournament): Date {
  if (!t.startTime) throw badRequest('Set a start time before pushing to Lichess');
  return t.startTime;
}

/** The smallest Lichess round interval at least as long as ours (Lichess offers fixed steps). */
export function lichessRoundInterval(seconds: number): number {
  const steps = SWISS_ROUND_INTERVALS.filter((s) => s > 0);
  return steps.find((s) => s >= seconds) ?? steps[steps.length - 1];
}

/** Arena length for a clock: about 4 games by Lichess's own estimate, at least an hour. */
export function arenaMinutesFor(clock: { limitSeconds: number; incrementSeconds: number }): number {
  // Lichess's estimate of one game: 96 × clock minutes + 48 × increment + 15 seconds
  const gameSeconds = (96 * clock.limitSeconds) / 60 + 48 * clock.incrementSeconds + 15;
  return arenaMinutesAtLeast(Math.max(ARENA_MINUTES[0], 60, Math.ceil((4 * gameSeconds) / 60)));
}

/** Arena length: until endTime when set, else arenaMinutesFor its clock. */
export function arenaMinutes(t: Tournament): number {
  if (t.endTime && t.startTime && t.endTime > t.startTime) {
    return arenaMinutesAtLeast(Math.round((t.endTime.getTime() - t.startTime.getTime()) / 60_000));
  }
  return arenaMinutesFor(lichessClock(t));
}

export type Draft = Omit<LichessSettings, 'createdBy'>;

/** The settings a push of this tournament sends (the organizer's own settings, made Lichess-ready). */
export function settingsFromTournament(t: Tournament): Draft {
  if (t.system === 'round-robin') throw badRequest('Lichess runs only Swiss and Arena tournaments');
  const common = {
    name: lichessName(t.name),
    clock: lichessClock(t),
    startsAt: startOf(t).toISOString(),
    description: lichessDescription(t.description),
  };
  if (t.system === 'arena') return { kind: 'arena', ...common, minutes: arenaMinutes(t) };
  const nbRounds = t.rounds ?? DEFAULT_SWISS_ROUNDS;
  if (nbRounds < 3)
    throw badRequest('Lichess Swiss tournaments need at least 3 rounds. Edit the tournament before pushing.');
  if (!t.lichessTeamSlug) throw badRequest('Team slug is required for Swiss tournaments');
  return {
    kind: 'swiss',
    ...common,
    nbRounds,
    roundIntervalSeconds: lichessRoundInterval(t.roundInterval),
    teamId: t.lichessTeamSlug,
  };
}

export function swissInput(s: Draft, allowList: string[]): SwissInput {
  return {
    name: s.name,
    clock: s.clock,
    nbRounds: s.nbRounds ?? DEFAULT_SWISS_ROUNDS,
    startsAt: new Date(s.startsAt),
    roundIntervalSeconds: s.roundIntervalSeconds,
    description: s.description,
    conditions: { allowList },
  };
}

export function arenaInput(s: Draft, allowList: string[]): ArenaInput {
  return {
    name: s.name,
    clock: s.clock,
    minutes: s.minutes ?? 60,
    startsAt: new Date(s.startsAt),
    description: s.description,
    conditions: { allowList },
  };
}

/** What Lichess answered to the creation: the name it shows (an Arena's gets " Arena" added) and its length. */
export type CreatedThere = { name: string; minutes?: number };

/**
 * The sentence saying how long an Arena runs on Lichess and why (docs/lichess.md "Arena length"): from
 * the start to the end time the organizer set, else room for about four games of its clock and never
 * under an hour, rounded up to a length Lichess offers.
 */
export function arenaLengthNote(minutes: number, t: Pick<Tournament, 'startTime' | 'endTime'>, clock: string): string {
  const untilEnd = Boolean(t.endTime && t.startTime && t.endTime > t.startTime);
  return untilEnd
    ? `The Arena runs for ${minutes} minutes on Lichess, from the start to the end time you set.`
    : `The Arena runs for ${minutes} minutes on Lichess: room for about four games of ${clock}, and never under an hour.`;
}

/** Sentences telling the organizer where Lichess differs from what they set, from what Lichess answered. */
export function pushNotes(t: Tournament, created: CreatedThere): string[] {
  const notes: string[] = [];
  if (t.system === 'swiss' && lichessRoundInterval(t.roundInterval) !== t.roundInterval) {
    notes.push(
      `Lichess has no ${t.roundInterval}-second round interval; it uses ${lichessRoundInterval(t.roundInterval)} seconds.`,
    );
  }
  if (t.system === 'arena') notes.push(arenaLengthNote(created.minutes ?? arenaMinutes(t), t, t.timeControl));
  if (created.name !== t.name.trim()) notes.push(`Lichess shows it as "${created.name}".`);
  return notes;
}
