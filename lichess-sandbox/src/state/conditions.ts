import { isBot, perfOf, type PerfKey, type SandboxUser } from './users';

/** Entry conditions of an Arena or Swiss, as stored after the form was parsed. */
export interface Conditions {
  /** Arena only: only members of this team may join (cannot be changed later). */
  teamMember?: string;
  minRating?: number;
  maxRating?: number;
  nbRatedGame?: number;
  /** lowercased user ids; '%titled' also admits titled players */
  allowList?: string[];
  /** Arena: bots may join */
  bots?: boolean;
  accountAge?: number;
  titled?: boolean;
  playYourGames?: boolean;
}

export interface Verdict {
  condition: string;
  verdict: string;
  ok: boolean;
}

export interface VerdictContext {
  perf: PerfKey;
  perfName: string;
  now: number;
  isMember(teamId: string, userId: string): boolean;
  teamName(teamId: string): string;
}

type Check = (c: Conditions, u: SandboxUser, x: VerdictContext) => Verdict | undefined;

const v = (condition: string, ok: boolean, refusal: string): Verdict => ({
  condition,
  ok,
  verdict: ok ? 'ok' : refusal,
});

export function allowListAdmits(list: string[], user: SandboxUser): boolean {
  return list.includes(user.id) || (list.includes('%titled') && !!user.title && !isBot(user));
}

const checks: Check[] = [
  (c, u, x) =>
    c.teamMember === undefined
      ? undefined
      : v(`Must be in team ${x.teamName(c.teamMember)}`, x.isMember(c.teamMember, u.id), 'Not a team member'),
  (c, u, x) => {
    if (c.nbRatedGame === undefined || c.nbRatedGame === 0) return undefined;
    const ok = perfOf(u, x.perf).games >= c.nbRatedGame;
    return v(`≥ ${c.nbRatedGame} rated ${x.perfName} games`, ok, 'Not enough rated games');
  },
  (c, u, x) => {
    if (c.minRating === undefined) return undefined;
    const p = perfOf(u, x.perf);
    return v(`Rated ≥ ${c.minRating} in ${x.perfName}`, !p.prov && p.rating >= c.minRating, 'Rating too low');
  },
  (c, u, x) => {
    if (c.maxRating === undefined) return undefined;
    const p = perfOf(u, x.perf);
    return v(`Rated ≤ ${c.maxRating} in ${x.perfName} for the last week`, p.rating <= c.maxRating, 'Rating too high');
  },
  (c, u) => (c.titled ? v('Only titled players', !!u.title && !isBot(u), 'Not titled') : undefined),
  (c, u, x) => {
    if (!c.accountAge) return undefined;
    const ok = x.now - u.createdAt >= c.accountAge * 86_400_000;
    return v(`${c.accountAge} days old account`, ok, 'Account too recent');
  },
  (c, u) => (c.allowList ? v('Fixed line-up', allowListAdmits(c.allowList, u), 'Not in the line-up') : undefined),
  (c, u) => (isBot(u) && !c.bots ? v('Bot players are not allowed', false, 'Bots are not allowed') : undefined),
];

export function verdictsFor(c: Conditions, user: SandboxUser, x: VerdictContext): Verdict[] {
  return checks.map((check) => check(c, user, x)).filter((r): r is Verdict => r !== undefined);
}

/** The `verdicts` object of tournament answers: the token owner's verdicts, or neutral ones. */
export function verdictsJson(c: Conditions, user: SandboxUser | undefined, x: VerdictContext) {
  if (!user) {
    const anon = verdictsFor(c, { id: '', username: '', createdAt: 0, seenAt: 0, perfs: {} }, x);
    return { accepted: true, list: anon.map((r) => ({ condition: r.condition, verdict: 'ok' })) };
  }
  const list = verdictsFor(c, user, x);
  return { accepted: list.every((r) => r.ok), list: list.map(({ condition, verdict }) => ({ condition, verdict })) };
}
