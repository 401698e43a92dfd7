// The parts of Lichess answers we rely on, checked with zod: a changed answer becomes a clear error,
// not an undefined deep inside a service.
import { z } from 'zod';
import { LichessError, MESSAGES } from './errors';

const perf = z.object({ rating: z.number(), games: z.number(), prov: z.boolean().optional() });

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  title: z.string().optional(),
  disabled: z.boolean().optional(),
  tosViolation: z.boolean().optional(),
  perfs: z.record(z.string(), z.unknown()).optional(),
  url: z.string().optional(),
});

export const perfSchema = perf;

const lightUser = z.object({ id: z.string(), name: z.string() });

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  nbMembers: z.number().optional(),
  open: z.boolean().optional(),
  leaders: z.array(lightUser).optional(),
  joined: z.boolean().optional(),
});

export const memberSchema = z.object({ id: z.string(), name: z.string(), joinedTeamAt: z.number() });

const clock = z.object({ limit: z.number(), increment: z.number() });

export const arenaSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  createdBy: z.string().optional(),
  startsAt: z.union([z.string(), z.number()]),
  minutes: z.number(),
  clock,
  nbPlayers: z.number(),
  rated: z.boolean().optional(),
  isStarted: z.boolean().optional(),
  isFinished: z.boolean().optional(),
  allowList: z.array(z.string()).optional(),
  teamMember: z.string().optional(),
});

export const swissSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdBy: z.string(),
  startsAt: z.string(),
  clock,
  round: z.number(),
  nbRounds: z.number(),
  nbPlayers: z.number(),
  status: z.enum(['created', 'started', 'finished']),
  rated: z.boolean(),
  nextRound: z.object({ at: z.string() }).optional(),
});

export const arenaResultSchema = z.object({
  rank: z.number(),
  username: z.string(),
  title: z.string().optional(),
  score: z.number(),
  rating: z.number(),
  performance: z.number().optional(),
  withdraw: z.boolean().optional(),
});

export const swissResultSchema = z.object({
  rank: z.number(),
  username: z.string(),
  title: z.string().optional(),
  points: z.number(),
  tieBreak: z.number(),
  rating: z.number(),
  performance: z.number().optional(),
  absent: z.boolean().optional(),
});

/** Parse an answer; a shape we do not understand is an 'unexpected' LichessError. */
export function parseAnswer<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new LichessError('unexpected', MESSAGES.unexpected, { body, cause: result.error });
  return result.data;
}
