import type { Arena, ArenaSettings } from '../state/arena';
import { Form, range, type FieldErrors } from './form';
import { commonConditions, position, ratedAllowed, tournamentName, variant } from './common';

export const CLOCK_TIMES = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 50, 60];
export const CLOCK_INCREMENTS = [0, 1, 2, 3, 4, 5, 6, 7, 10, 15, 20, 25, 30, 40, 50, 60];
export const ARENA_MINUTES = [
  ...range(20, 60, 5),
  ...range(70, 120, 10),
  ...range(150, 360, 30),
  ...range(420, 600, 60),
  720,
];
export const WAIT_MINUTES = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60];

export interface ArenaFormContext {
  now: number;
  verified: boolean;
  /** the token owner leads this team with the tournament permission */
  leads(teamId: string): boolean;
  /** the Arena being updated (basic fields keep their value when not sent) */
  current?: Arena;
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** lila's duration check: 3 ≤ minutes·60 / estimated game seconds ≤ 150. */
function checkDuration(form: Form, minutes: number, clockTime: number, increment: number): void {
  const games = (minutes * 60) / (96 * clockTime + 48 * increment + 15);
  if (games < 3) form.fail('global', 'Increase tournament duration, or decrease game clock');
  if (games > 150) form.fail('global', 'Reduce tournament duration, or increase game clock');
}

function startsAt(form: Form, ctx: ArenaFormContext): number {
  const startDate = form.futureDate('startDate', ctx.now);
  const wait = form.number('waitMinutes', { oneOf: WAIT_MINUTES });
  if (startDate !== undefined) return startDate;
  if (wait !== undefined || !ctx.current) return ctx.now + (wait ?? 5) * 60_000;
  return ctx.current.startsAt;
}

/** Parse POST /api/tournament (create) and POST /api/tournament/{id} (update). */
export function parseArenaForm(body: Record<string, unknown>, ctx: ArenaFormContext): FormResult<ArenaSettings> {
  const form = new Form(body);
  const cur = ctx.current;
  const clockTime = form.number('clockTime', { required: true, oneOf: CLOCK_TIMES, int: false });
  const increment = form.number('clockIncrement', { required: true, oneOf: CLOCK_INCREMENTS });
  const minutes = form.number('minutes', { required: true, oneOf: ARENA_MINUTES });
  const name = tournamentName(form, ctx.verified, cur?.name);
  const v = variant(form);
  const fen = position(form);
  const conditions = { ...commonConditions(form), bots: form.bool('conditions.bots') };
  if (!cur) {
    const teamId = form.raw('conditions.teamMember.teamId')?.trim();
    if (teamId && !ctx.leads(teamId)) form.fail('conditions.teamMember.teamId', 'Invalid value');
    else if (teamId) Object.assign(conditions, { teamMember: teamId });
  }
  if (conditions.bots === undefined) delete conditions.bots;
  const start = startsAt(form, ctx);
  const rated = form.bool('rated') ?? cur?.rated ?? true;
  if (clockTime === undefined || increment === undefined || minutes === undefined || !form.ok) {
    return { ok: false, errors: form.errors };
  }
  if (clockTime * 60 + increment <= 0) form.fail('global', 'Invalid clock');
  checkDuration(form, minutes, clockTime, increment);
  if (rated && !ratedAllowed(v, clockTime * 60, increment)) form.fail('rated', 'Invalid value');
  if (!form.ok) return { ok: false, errors: form.errors };
  const description = form.raw('description');
  const password = form.raw('password');
  return {
    ok: true,
    value: {
      name: name!,
      clock: { limit: Math.round(clockTime * 60), increment },
      minutes,
      startsAt: start,
      variant: v,
      rated: fen ? false : rated,
      berserkable: (form.bool('berserkable') ?? cur?.berserkable ?? true) && increment <= clockTime * 2 * 60,
      streakable: form.bool('streakable') ?? cur?.streakable ?? true,
      hasChat: form.bool('hasChat') ?? cur?.hasChat ?? true,
      description: description !== undefined ? description.trim() || undefined : cur?.description,
      password: password !== undefined ? password.trim() || undefined : cur?.password,
      position: fen,
      conditions,
    },
  };
}
