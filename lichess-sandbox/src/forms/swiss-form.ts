import type { Swiss, SwissSettings } from '../state/swiss';
import { MANUAL_ROUNDS } from '../state/swiss';
import { commonConditions, position, ratedAllowed, tournamentName, variant } from './common';
import type { FormResult } from './arena-form';
import { Form, range } from './form';

export const SWISS_CLOCK_LIMITS = [
  0,
  15,
  30,
  45,
  60,
  90,
  ...range(120, 480, 60),
  ...range(600, 2700, 300),
  ...range(3000, 10800, 600),
];
export const ROUND_INTERVALS = [
  -1,
  5,
  10,
  20,
  30,
  45,
  60,
  120,
  180,
  300,
  600,
  900,
  1200,
  1800,
  2700,
  3600,
  86400,
  172800,
  604800,
  MANUAL_ROUNDS,
];
export const CHAT_FOR = [0, 10, 20, 30];
const MAX_PAIRING_LINES = 1000;

export interface SwissFormContext {
  now: number;
  verified: boolean;
  /** the Swiss being edited: name, description, chatFor, roundInterval and rated are kept when not sent */
  current?: Swiss;
}

function lines(form: Form, key: string): string {
  const text = form.raw(key)?.trim() ?? '';
  if (text.split(/\r?\n/).length > MAX_PAIRING_LINES) form.fail(key, 'Invalid value');
  return text;
}

/** Parse POST /api/swiss/new/{teamId} and POST /api/swiss/{id}/edit. */
export function parseSwissForm(body: Record<string, unknown>, ctx: SwissFormContext): FormResult<SwissSettings> {
  const form = new Form(body);
  const cur = ctx.current;
  const limit = form.number('clock.limit', { required: true, oneOf: SWISS_CLOCK_LIMITS });
  const increment = form.number('clock.increment', { required: true, min: 0, max: 120 });
  const nbRounds = form.number('nbRounds', { required: true, min: 3, max: 100 });
  const name = tournamentName(form, ctx.verified, cur?.name);
  const v = variant(form);
  const fen = position(form);
  const startsAt = form.futureDate('startsAt', ctx.now);
  const roundInterval = form.number('roundInterval', { oneOf: ROUND_INTERVALS }) ?? cur?.roundInterval ?? -1;
  const chatFor = form.number('chatFor', { oneOf: CHAT_FOR }) ?? cur?.chatFor ?? 20;
  const rated = form.bool('rated') ?? cur?.rated ?? true;
  const conditions = {
    ...commonConditions(form),
    playYourGames: form.bool('conditions.playYourGames') || undefined,
    titled: form.bool('conditions.titled') || undefined,
  };
  const forbiddenPairings = lines(form, 'forbiddenPairings');
  const manualPairings = lines(form, 'manualPairings');
  if (limit === undefined || increment === undefined || nbRounds === undefined || !form.ok) {
    return { ok: false, errors: form.errors };
  }
  if (limit + increment <= 0) form.fail('clock', 'Invalid clock');
  if (cur && nbRounds < cur.round) form.fail('nbRounds', `Must be greater or equal to ${cur.round}`);
  if (rated && !ratedAllowed(v, limit, increment)) form.fail('rated', 'Invalid value');
  if (!form.ok) return { ok: false, errors: form.errors };
  const description = form.raw('description');
  return {
    ok: true,
    value: {
      name: name!,
      clock: { limit, increment },
      nbRounds,
      startsAt: startsAt ?? cur?.startsAt ?? ctx.now + 10 * 60_000,
      roundInterval,
      variant: v,
      rated: fen ? false : rated,
      description: description !== undefined ? description.trim() || undefined : cur?.description,
      password: form.raw('password')?.trim() || undefined,
      position: fen,
      chatFor,
      forbiddenPairings,
      manualPairings,
      conditions: Object.fromEntries(Object.entries(conditions).filter(([, x]) => x !== undefined)),
    },
  };
}
