import { z } from 'zod';
import { TEAM_PERMS } from '../state/teams';
import { TITLES } from '../state/users';

const rating = z.union([
  z.number(),
  z.object({ rating: z.number(), games: z.number().int().min(0).optional(), prov: z.boolean().optional() }),
]);
const time = z.union([z.number(), z.string()]);

export const userSchema = z.object({
  username: z.string().min(2).max(30),
  title: z.enum(TITLES).optional(),
  disabled: z.boolean().optional(),
  tosViolation: z.boolean().optional(),
  verified: z.boolean().optional(),
  patronColor: z.number().int().min(1).max(10).optional(),
  flair: z.string().optional(),
  bio: z.string().optional(),
  createdAt: z.number().optional(),
  ratings: z.record(z.string(), rating).optional(),
});

export const teamSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  name: z.string().min(2),
  description: z.string().optional(),
  open: z.boolean().optional(),
  password: z.string().optional(),
  hideMembers: z.boolean().optional(),
  disabled: z.boolean().optional(),
  leaders: z
    .array(z.union([z.string(), z.object({ username: z.string(), perms: z.array(z.enum(TEAM_PERMS)).optional() })]))
    .min(1),
  members: z.array(z.string()).optional(),
});

export const memberSchema = z.object({ username: z.string() });
export const requestSchema = z.object({
  username: z.string(),
  message: z.string().default('Please let me join the team, I want to play!'),
});

export const tokenSchema = z.object({
  username: z.string(),
  scopes: z.union([z.array(z.string()), z.string()]).default([]),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/)
    .max(512)
    .optional(),
  /** ms; null: never expires; default one year from the sandbox clock */
  expires: z.number().nullable().optional(),
});

export const clockSchema = z.object({
  now: time.optional(),
  advanceMs: z.number().optional(),
  frozen: z.boolean().optional(),
});

export const faultSchema = z.object({
  path: z.string().startsWith('/'),
  method: z.string().optional(),
  fail: z.union([
    z.literal(429),
    z.literal(500),
    z.literal(502),
    z.literal(503),
    z.literal('hang'),
    z.literal('drop'),
    z.literal('lost'),
  ]),
  times: z.number().int().min(1).default(1),
  seconds: z.number().int().min(0).optional(),
});

export const resultSchema = z.object({
  username: z.string(),
  rank: z.number().int().min(1).optional(),
  score: z.number().int().optional(),
  points: z.number().multipleOf(0.5).optional(),
  tieBreak: z.number().optional(),
  rating: z.number().int().optional(),
  performance: z.number().int().nullable().optional(),
  games: z.number().int().min(0).optional(),
  title: z.enum(TITLES).optional(),
  withdraw: z.boolean().optional(),
  absent: z.boolean().optional(),
});

export const finishSchema = z.object({ results: z.array(resultSchema).optional() });

export const settingsSchema = z.object({
  mode: z.enum(['like-lichess', 'spec-strict']).optional(),
  limits: z.boolean().optional(),
  keepAlive: z.boolean().optional(),
  rowsPerSecond: z
    .object({ results: z.number().min(0), teamLists: z.number().min(0), members: z.number().min(0) })
    .partial()
    .optional(),
  tokenLifetimeSeconds: z.number().int().positive().nullable().optional(),
});

export const resetSchema = z.object({ fixtures: z.boolean().default(true) });
